import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { runWithRequestId, validRequestId } from '@hm/tracing';

/**
 * Gives each request its id (the X-Request-Id a proxy set, when plain, or a new one), answers it in
 * X-Request-Id, and runs the rest of the request as part of it: every log line it writes carries it
 * (the loggers' mixin), and so does every job it causes (the outbox row, then the worker's logs).
 * pino-http logs the same id as `req.id`.
 */
export function requestIdentity(): RequestHandler {
  return (req, res, next) => {
    const id = validRequestId(req.headers['x-request-id']) ?? randomUUID();
    (req as { id?: string }).id = id;
    res.setHeader('X-Request-Id', id);
    runWithRequestId(id, next);
  };
}
