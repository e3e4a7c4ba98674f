import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { runWithRequestId, traceServerRequest, validRequestId } from '@hm/tracing';
import { routeOf } from './route-of.js';

/** Probes and scrapes: no span (they would drown the traces), but an id like any request. */
const UNTRACED = ['/api/health', '/metrics'];

/**
 * Gives each request its id (the X-Request-Id a proxy set, when plain, or a new one), answers it in
 * X-Request-Id, and runs the rest of the request as part of it: every log line it writes carries it
 * (the loggers' mixin), and so does every job it causes (the outbox row, then the worker's logs).
 * pino-http logs the same id as `req.id`. With tracing on, the request also runs in its own span,
 * named by its route template once answered (docs/operations.md "Traces").
 */
export function requestIdentity(): RequestHandler {
  return (req, res, next) => {
    const id = validRequestId(req.headers['x-request-id']) ?? randomUUID();
    (req as { id?: string }).id = id;
    res.setHeader('X-Request-Id', id);
    if (UNTRACED.some((path) => req.path.startsWith(path))) {
      runWithRequestId(id, next);
      return;
    }
    runWithRequestId(id, () => {
      const end = traceServerRequest({ method: req.method, path: req.path, headers: req.headers }, next);
      const done = () => end(routeOf(req), res.statusCode);
      res.once('finish', done);
      res.once('close', done);
    });
  };
}
