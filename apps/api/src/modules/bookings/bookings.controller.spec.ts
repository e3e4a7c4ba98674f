import { Reflector } from '@nestjs/core';
import { getAuthDecision } from '../auth/auth-decision.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { BookingMessagesController } from './booking-messages.controller.js';
import { BookingsController } from './bookings.controller.js';
import { DashboardController } from './dashboard.controller.js';
import { ReservationsController } from './reservations.controller.js';

const everyRole = { kind: 'roles', roles: ['customer', 'professional', 'support', 'admin'] };

describe('booking controllers', () => {
  it.each([
    [BookingsController, ['create']],
    [DashboardController, ['list', 'counts', 'activity']],
    [ReservationsController, ['get', 'update', 'cancel', 'timeline', 'review']],
    [BookingMessagesController, ['list', 'send']],
  ] as const)('%p is for signed-in users of every role', (controller, handlers) => {
    for (const handler of handlers) {
      const method = (controller.prototype as unknown as Record<string, () => unknown>)[handler]!;
      expect(getAuthDecision(new Reflector(), method, controller)).toEqual(everyRole);
    }
  });

  it('keeps the operator routes for the console permissions that own them', () => {
    const decisionOf = (handler: 'transition' | 'professionals' | 'correctInvoice' | 'moneyView') =>
      getAuthDecision(new Reflector(), AdminBookingsController.prototype[handler], AdminBookingsController);
    expect(decisionOf('transition')).toEqual({ kind: 'permission', permission: 'bookings' });
    expect(decisionOf('professionals')).toEqual({ kind: 'permission', permission: 'bookings' });
    expect(decisionOf('correctInvoice')).toEqual({ kind: 'permission', permission: 'payments' });
    expect(decisionOf('moneyView')).toEqual({ kind: 'permission', permission: 'payments' });
  });
});
