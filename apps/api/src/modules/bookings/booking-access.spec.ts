import { bookingPermissions, canSeeBooking } from './booking-access.js';

const owner = { id: 'u1', role: 'customer' as const };
const stranger = { id: 'u2', role: 'customer' as const };
const pro = { id: 'p1', role: 'professional' as const };
const admin = { id: 'a1', role: 'admin' as const };
const booking = { userId: 'u1', professionalId: 'p1', status: 'confirmed', timelineStatus: 'pro_assigned' } as const;

describe('booking access', () => {
  it('lets the owner, the assigned pro and operators see a booking, nobody else', () => {
    expect(canSeeBooking(owner, booking)).toBe(true);
    expect(canSeeBooking(pro, booking)).toBe(true);
    expect(canSeeBooking(admin, booking)).toBe(true);
    expect(canSeeBooking(stranger, booking)).toBe(false);
    expect(canSeeBooking({ id: 'p2', role: 'professional' }, booking)).toBe(false);
  });

  it('computes what each may do', () => {
    expect(bookingPermissions(owner, booking, false)).toEqual({ edit: true, cancel: true, review: false, message: true });
    expect(bookingPermissions(pro, booking, false)).toEqual({ edit: false, cancel: false, review: false, message: true });
    const done = { ...booking, status: 'completed', timelineStatus: 'completed' } as const;
    expect(bookingPermissions(owner, done, false)).toEqual({ edit: false, cancel: false, review: true, message: true });
    expect(bookingPermissions(owner, done, true).review).toBe(false);
    const cancelled = { ...booking, status: 'cancelled' } as const;
    expect(bookingPermissions(owner, cancelled, false)).toEqual({ edit: false, cancel: false, review: false, message: false });
  });
});
