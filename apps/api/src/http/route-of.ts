import type { Request } from 'express';

/** The route template Express matched ('/api/bookings/:bookingNumber'), so a label has few values; 'unmatched' otherwise. */
export function routeOf(request: Request): string {
  const route = (request as Request & { route?: { path?: unknown } }).route;
  return typeof route?.path === 'string' ? `${request.baseUrl}${route.path}` : 'unmatched';
}
