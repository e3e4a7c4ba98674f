import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The bearer token of a request to a public route, if it carries one (verified by BlogViewerService). */
export const BearerToken = createParamDecorator((_data: unknown, context: ExecutionContext): string | null => {
  const header = context.switchToHttp().getRequest<Request>().headers.authorization;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
});

/** Who opens a public page, for the one-view-per-day rule. */
export const VisitorFingerprint = createParamDecorator((_data: unknown, context: ExecutionContext): { ip: string; userAgent: string } => {
  const request = context.switchToHttp().getRequest<Request>();
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? '', userAgent: typeof userAgent === 'string' ? userAgent : '' };
});
