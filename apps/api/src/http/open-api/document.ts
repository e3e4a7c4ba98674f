import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { schemaRef } from './api-answer.js';
import { CONTRACT_SCHEMAS } from './contract-schemas.js';

/** Every tag the controllers use (@ApiTags), with what it groups. */
export const API_TAGS: Record<string, string> = {
  auth: 'Accounts: sign-up, sign-in (e-mail or OAuth), session refresh, sign-out and password reset.',
  me: "The signed-in user's own profile, password, notification preferences, devices and data export.",
  bookings: 'Booking a service and following it: the customer, the assigned professional and operators.',
  notifications: 'The caller’s notification centre (the bell): the list, newest first, and marking read.',
  pro: 'The professional app: open and assigned jobs, job steps, earnings and the public profile.',
  professionals: 'Becoming a professional: the application form and accepting an invitation.',
  admin: 'Operators: professional applications, every booking and booking transitions.',
  blog: 'The blog: posts, comments, likes, saves, images and the newsletter.',
  chat: 'The chat assistant of the site, for visitors and users.',
  'public forms': 'Forms anyone may send: the waitlist of coming services, contact messages and FAQ questions.',
  'service areas': 'Where a pro can be sent: the booking wizard’s address check, and the waitlist of an area not served yet.',
  availability: 'The booking wizard’s free times: when a pro of the trade who serves the address is free, over the next 30 days.',
  offers: 'The welcome offer and the thank-you codes: which a booking at a phone and a home would be made with.',
  payments: 'Paying by card with Stripe: saving a card for a booking (Checkout); Stripe’s signed webhooks are not listed.',
  'public-config': 'Run-time settings the web app needs.',
  unsubscribe: 'The unsubscribe link of e-mails: which e-mails it stops, and stopping them (one-click, RFC 8058).',
  legal: 'The legal documents as PDF.',
  health: 'Whether the API can reach its database and Redis.',
};

const errorBody = { 'application/json': { schema: schemaRef('ApiErrorBody') } };
const errorResponse = (description: string): ResponseObject => ({ description, content: errorBody });

/** The errors any route may answer, by what lets them happen. */
const ERRORS = {
  BadRequest: errorResponse('Invalid input: VALIDATION_FAILED with a code per field in `fields`, or BAD_REQUEST.'),
  Unauthorized: errorResponse('No valid access token (UNAUTHORIZED), or a session that has ended (SESSION_EXPIRED).'),
  Forbidden: errorResponse("The caller's role may not do this, or a write sent from another site (FORBIDDEN)."),
  NotFound: errorResponse('Nothing by that name, or nothing the caller may see (404 rather than 403, so ids cannot be probed).'),
  TooManyRequests: errorResponse('RATE_LIMITED: retry after `retryAfter` seconds (also the Retry-After header).'),
  Error: errorResponse('Any other error, with the same body: INTERNAL_ERROR (500), SERVICE_UNAVAILABLE (503) or a code the route names.'),
} satisfies Record<string, ResponseObject>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const UNSAFE = new Set<string>(['put', 'post', 'delete', 'patch']);
const isError = (status: string) => status === 'default' || /^[45]/.test(status);
const ref = (name: keyof typeof ERRORS) => ({ $ref: `#/components/responses/${name}` });

/** The errors one operation may answer, besides those it declares itself. */
function errorsOf(method: string, operation: OperationObject): Record<string, { $ref: string }> {
  const parameters = (operation.parameters ?? []) as { in?: string }[];
  const secured = (operation.security ?? []).length > 0;
  return {
    ...(parameters.length > 0 || operation.requestBody || UNSAFE.has(method) ? { 400: ref('BadRequest') } : {}),
    ...(secured ? { 401: ref('Unauthorized') } : {}),
    // A role the route does not admit, or the cross-site write check (http/cross-site-writes.ts).
    ...(secured || UNSAFE.has(method) ? { 403: ref('Forbidden') } : {}),
    ...(parameters.some((parameter) => parameter.in === 'path') ? { 404: ref('NotFound') } : {}),
    429: ref('TooManyRequests'),
    default: ref('Error'),
  };
}

/**
 * The document @nestjs/swagger builds from the controllers, completed: the contract schemas, and
 * the error answers of every operation. Every error of the API has the body ApiErrorBody
 * (common/errors/all-exceptions.filter.ts), so whatever an error response says of its body is
 * replaced by that.
 */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  for (const operations of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const declared = Object.fromEntries(
        Object.entries(operation.responses).map(([status, response]) => [
          status,
          isError(status) ? errorResponse((response as ResponseObject).description) : response,
        ]),
      );
      operation.responses = { ...errorsOf(method, operation), ...declared };
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...CONTRACT_SCHEMAS },
    responses: { ...document.components?.responses, ...ERRORS },
  };
  return document;
}
