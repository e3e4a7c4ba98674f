import type { MigrationObject } from '@mikro-orm/core';
import { Migration0001Initial } from './Migration0001Initial.js';
import { Migration0002Accounts } from './Migration0002Accounts.js';
import { Migration0003Bookings } from './Migration0003Bookings.js';

// Listed statically (not discovered by glob) so migrations run identically from src under
// Jest and from dist under Node. Append new migrations here, in order; never rename one.
export const migrationsList: MigrationObject[] = [
  { name: 'Migration0001Initial', class: Migration0001Initial },
  { name: 'Migration0002Accounts', class: Migration0002Accounts },
  { name: 'Migration0003Bookings', class: Migration0003Bookings },
];
