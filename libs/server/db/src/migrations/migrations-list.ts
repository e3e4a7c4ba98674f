import type { MigrationObject } from '@mikro-orm/core';
import { Migration0001Initial } from './Migration0001Initial.js';
import { Migration0002Accounts } from './Migration0002Accounts.js';
import { Migration0003Bookings } from './Migration0003Bookings.js';
import { Migration0004Reservations } from './Migration0004Reservations.js';
import { Migration0005PublicSite } from './Migration0005PublicSite.js';
import { Migration0006Blog } from './Migration0006Blog.js';
import { Migration0007Chat } from './Migration0007Chat.js';
import { Migration0008Professionals } from './Migration0008Professionals.js';
import { Migration0009AccountLinks } from './Migration0009AccountLinks.js';
import { Migration0010NotificationCategories } from './Migration0010NotificationCategories.js';
import { Migration0011MessageMail } from './Migration0011MessageMail.js';
import { Migration0012Notifications } from './Migration0012Notifications.js';
import { Migration0013ServiceAreas } from './Migration0013ServiceAreas.js';
import { Migration0014AddressAccess } from './Migration0014AddressAccess.js';
import { Migration0015ProSchedules } from './Migration0015ProSchedules.js';
import { Migration0016LateChangeFees } from './Migration0016LateChangeFees.js';
import { Migration0017BookingSlots } from './Migration0017BookingSlots.js';
import { Migration0018TradeDayCapacities } from './Migration0018TradeDayCapacities.js';
import { Migration0019ProTimeHolds } from './Migration0019ProTimeHolds.js';
import { Migration0020Offers } from './Migration0020Offers.js';
import { Migration0021FinalInvoices } from './Migration0021FinalInvoices.js';
import { Migration0022DirectPayments } from './Migration0022DirectPayments.js';
import { Migration0023Tips } from './Migration0023Tips.js';
import { Migration0024Receipts } from './Migration0024Receipts.js';
import { Migration0025Commission } from './Migration0025Commission.js';
import { Migration0026InvoiceCorrections } from './Migration0026InvoiceCorrections.js';

// Listed statically (not discovered by glob) so migrations run identically from src under
// Jest and from dist under Node. Append new migrations here, in order; never rename one.
export const migrationsList: MigrationObject[] = [
  { name: 'Migration0001Initial', class: Migration0001Initial },
  { name: 'Migration0002Accounts', class: Migration0002Accounts },
  { name: 'Migration0003Bookings', class: Migration0003Bookings },
  { name: 'Migration0004Reservations', class: Migration0004Reservations },
  { name: 'Migration0005PublicSite', class: Migration0005PublicSite },
  { name: 'Migration0006Blog', class: Migration0006Blog },
  { name: 'Migration0007Chat', class: Migration0007Chat },
  { name: 'Migration0008Professionals', class: Migration0008Professionals },
  { name: 'Migration0009AccountLinks', class: Migration0009AccountLinks },
  { name: 'Migration0010NotificationCategories', class: Migration0010NotificationCategories },
  { name: 'Migration0011MessageMail', class: Migration0011MessageMail },
  { name: 'Migration0012Notifications', class: Migration0012Notifications },
  { name: 'Migration0013ServiceAreas', class: Migration0013ServiceAreas },
  { name: 'Migration0014AddressAccess', class: Migration0014AddressAccess },
  { name: 'Migration0015ProSchedules', class: Migration0015ProSchedules },
  { name: 'Migration0016LateChangeFees', class: Migration0016LateChangeFees },
  { name: 'Migration0017BookingSlots', class: Migration0017BookingSlots },
  { name: 'Migration0018TradeDayCapacities', class: Migration0018TradeDayCapacities },
  { name: 'Migration0019ProTimeHolds', class: Migration0019ProTimeHolds },
  { name: 'Migration0020Offers', class: Migration0020Offers },
  { name: 'Migration0021FinalInvoices', class: Migration0021FinalInvoices },
  { name: 'Migration0022DirectPayments', class: Migration0022DirectPayments },
  { name: 'Migration0023Tips', class: Migration0023Tips },
  { name: 'Migration0024Receipts', class: Migration0024Receipts },
  { name: 'Migration0025Commission', class: Migration0025Commission },
  { name: 'Migration0026InvoiceCorrections', class: Migration0026InvoiceCorrections },
];
