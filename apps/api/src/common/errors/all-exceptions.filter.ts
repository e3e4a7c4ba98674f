import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import { ApiErrorCode, type ApiErrorBody, type ServerToClientEvents } from '@hm/contracts';
import type { Response } from 'express';
import type { Socket } from 'socket.io';
import { toErrorResponse } from './error-body.js';

/** The single place where errors become responses: HTTP JSON bodies or a socket `exception` event. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() === 'ws') {
      this.replyOnSocket(exception, host.switchToWs().getClient<Socket<never, ServerToClientEvents>>());
      return;
    }
    const { body, unexpected } = toErrorResponse(exception);
    if (unexpected) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) {
      response.end();
      return;
    }
    if (body.retryAfter !== undefined) response.setHeader('Retry-After', String(body.retryAfter));
    // A handler's @Header('Content-Type') may already be set; the error body is always JSON.
    response.status(body.statusCode).type('application/json').json(body);
  }

  private replyOnSocket(exception: unknown, client: Socket<never, ServerToClientEvents>): void {
    let body: ApiErrorBody;
    if (exception instanceof WsException) {
      const error = exception.getError();
      body = { statusCode: 400, code: ApiErrorCode.BAD_REQUEST, message: typeof error === 'string' ? error : 'Bad request.' };
    } else {
      const mapped = toErrorResponse(exception);
      if (mapped.unexpected) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      body = mapped.body;
    }
    client.emit('exception', body);
  }
}
