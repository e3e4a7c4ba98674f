// The console's people (docs/operations.md "People"): find a customer or a pro, see their bookings,
// sign-ins and state, disable or re-enable the account, send a password-reset link, change a role.
import type { BookingStatus } from './booking-status.js';
import type { Language } from './language.js';

/** The account roles (users.role). */
export const ACCOUNT_ROLES = ['customer', 'professional', 'support', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ADMIN_PEOPLE_ROUTE = 'admin/people';
export const adminPersonRoute = (id: string): string => `${ADMIN_PEOPLE_ROUTE}/${encodeURIComponent(id)}`;
export const PEOPLE_PAGE_SIZE = 30;
/** The reason an operator gives for disabling an account, in characters. */
export const DISABLE_REASON_MAX_LENGTH = 500;

/** GET ADMIN_PEOPLE_ROUTE: by name; `search` matches a name, an e-mail, a phone number or a booking number. */
export interface PeopleQuery {
  search?: string;
  role?: AccountRole;
  page?: number;
}

export interface PersonSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  role: AccountRole;
  locale: Language;
  /** ISO instants. */
  createdAt: string;
  /** Set while the account is disabled: it cannot sign in, its sessions and sockets were ended. */
  disabledAt: string | null;
  /** The last sign-in (session opened), or null. */
  lastSignInAt: string | null;
  /** Bookings made as a customer, and jobs held as a pro. */
  bookings: number;
}

export interface PeopleListView {
  items: PersonSummary[];
  page: number;
  totalPages: number;
  total: number;
}

export interface PersonBookingView {
  bookingNumber: string;
  serviceId: string;
  /** 'YYYY-MM-DD' and 'HH:MM', Montreal. */
  scheduledDate: string;
  scheduledTime: string;
  status: BookingStatus;
  /** Whether the person booked it or is its pro. */
  as: 'customer' | 'professional';
}

export interface PersonSignInView {
  /** ISO instants. */
  at: string;
  lastUsedAt: string;
  userAgent: string | null;
  /** Still signed in there. */
  active: boolean;
}

export interface PersonView extends PersonSummary {
  disabledReason: string | null;
  /** The 20 latest, by visit date. */
  recentBookings: PersonBookingView[];
  /** The 10 latest sign-ins. */
  recentSignIns: PersonSignInView[];
}

/** POST …/disable */
export interface DisableAccountRequest {
  reason: string;
}

/** PUT …/role */
export interface ChangeRoleRequest {
  role: AccountRole;
}
