import { Reflector } from '@nestjs/core';
import { getAuthDecision } from '../auth/auth-decision.js';
import { BookingsController } from './bookings.controller.js';

describe('BookingsController', () => {
  it.each(['create', 'findOne'] as const)('%s is for signed-in users of every role', (handler) => {
    const decision = getAuthDecision(new Reflector(), BookingsController.prototype[handler], BookingsController);
    expect(decision).toEqual({ kind: 'roles', roles: ['customer', 'professional', 'admin'] });
  });
});
