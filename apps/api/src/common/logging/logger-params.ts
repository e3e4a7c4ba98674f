import { logCorrelationFields } from '@hm/tracing';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config.js';

/** Query parameters that carry secrets (the one-time Bull Board login) are masked in logged URLs. */
export function maskSecretsInUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[Redacted]');
}

/** JSON request logs; credentials never reach the log. */
export function loggerParams(config: Pick<AppConfig, 'log'>): Params {
  return {
    pinoHttp: {
      level: config.log.level,
      // The request id (set by http/request-id.ts, also pino-http's req.id) and the trace on every line.
      genReqId: (req) => (req as { id?: string }).id ?? 'none',
      mixin: logCorrelationFields,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'req.query.token'],
        censor: '[Redacted]',
      },
      serializers: {
        req: (req: { url?: string }) => {
          if (typeof req.url === 'string') req.url = maskSecretsInUrl(req.url);
          return req;
        },
        // Response headers (CSP and friends) are the same on every line and only add noise.
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => {
        if (error || res.statusCode >= 500) return 'error';
        // A 4xx is the client's doing, not something an operator must look at.
        return 'info';
      },
      // Static files and the SPA would drown the API lines; health probes run every few seconds.
      autoLogging: { ignore: (req) => !/^\/(api|admin)\//.test(req.url ?? '') || (req.url ?? '').startsWith('/api/health') },
    },
  };
}
