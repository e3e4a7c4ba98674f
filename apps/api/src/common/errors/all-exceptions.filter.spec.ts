import { jest } from '@jest/globals';
import { BadRequestException, HttpException, Logger, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import { ApiErrorCode, isApiErrorBody, type ApiErrorBody } from '@hm/contracts';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { DomainException } from './domain.exception.js';
import { ValidationFailedException } from './validation-failed.exception.js';

function httpHost() {
  const sent: { status?: number; type?: string; body?: ApiErrorBody; headers: Record<string, string> } = { headers: {} };
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    type(value: string) {
      sent.type = value;
      return this;
    },
    json(body: ApiErrorBody) {
      sent.body = body;
      return this;
    },
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response }),
  } as unknown as ArgumentsHost;
  return { host, sent };
}

function respond(exception: unknown) {
  const { host, sent } = httpHost();
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  let logError: jest.SpiedFunction<Logger['error']>;
  beforeEach(() => {
    logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logError.mockRestore());

  it('turns a domain exception into its status and code', () => {
    const sent = respond(new DomainException(ApiErrorCode.CONFLICT, 'Already booked.'));
    expect(sent.status).toBe(409);
    expect(sent.type).toBe('application/json');
    expect(sent.body).toEqual({ statusCode: 409, code: 'CONFLICT', message: 'Already booked.' });
  });

  it('keeps the field errors of a validation failure', () => {
    const sent = respond(new ValidationFailedException({ email: ['email must be an email'] }));
    expect(sent.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      fields: { email: ['email must be an email'] },
    });
  });

  it('maps Nest HTTP exceptions by status', () => {
    expect(respond(new NotFoundException('Cannot GET /api/nope')).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nope',
    });
    expect(respond(new BadRequestException(['a is wrong', 'b is wrong'])).body).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'a is wrong; b is wrong',
    });
    expect(respond(new HttpException('I am a teapot', 418)).body).toMatchObject({ statusCode: 418, code: 'BAD_REQUEST' });
    expect(respond(new HttpException('Bad gateway', 502)).body).toMatchObject({ statusCode: 502, code: 'INTERNAL_ERROR' });
  });

  it("answers another layer's 429 with RATE_LIMITED and the API's own words", () => {
    const sent = respond(new HttpException('ThrottlerException: Too Many Requests', 429));
    expect(sent.status).toBe(429);
    expect(sent.body?.code).toBe('RATE_LIMITED');
    expect(sent.body?.message).toBe('Too many requests. Please slow down and try again shortly.');
  });

  it('sends retryAfter in the body and the Retry-After header when a limit says when to retry', () => {
    const limited = new DomainException(ApiErrorCode.RATE_LIMITED, 'Too many attempts.');
    limited.retryAfter = 42;
    const sent = respond(limited);
    expect(sent.status).toBe(429);
    expect(sent.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many attempts.', retryAfter: 42 });
    expect(sent.headers['Retry-After']).toBe('42');
    expect(respond(new DomainException(ApiErrorCode.CONFLICT, 'x')).headers).toEqual({});
  });

  it('maps the accounts codes to their statuses', () => {
    expect(respond(new DomainException(ApiErrorCode.INVALID_CREDENTIALS, 'x')).status).toBe(401);
    expect(respond(new DomainException(ApiErrorCode.SESSION_EXPIRED, 'x')).status).toBe(401);
    expect(respond(new DomainException(ApiErrorCode.EMAIL_TAKEN, 'x')).status).toBe(409);
    expect(respond(new DomainException(ApiErrorCode.WRONG_CURRENT_PASSWORD, 'x')).status).toBe(400);
    expect(respond(new DomainException(ApiErrorCode.WEAK_PASSWORD, 'x', { password: ['common'] })).body).toMatchObject({
      fields: { password: ['common'] },
    });
  });

  it('passes on the safe message of an Express body-parser error', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token } in JSON'), {
      status: 400,
      expose: true,
      type: 'entity.parse.failed',
    });
    expect(respond(parseError).body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'Unexpected token } in JSON' });
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect(respond(tooLarge).body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('hides unexpected errors behind 500 INTERNAL_ERROR and logs them', () => {
    const secret = new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
    const sent = respond(secret);
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' });
    expect(JSON.stringify(sent.body)).not.toMatch(/hunter2|ECONNREFUSED|at /);
    expect(logError).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
    expect(respond('a thrown string').body?.code).toBe('INTERNAL_ERROR');
  });

  it('does not log errors raised on purpose', () => {
    respond(new NotFoundException());
    respond(new DomainException(ApiErrorCode.FORBIDDEN, 'No.'));
    expect(logError).not.toHaveBeenCalled();
  });

  it('always produces a well-formed error body', () => {
    for (const exception of [
      new Error('x'),
      new NotFoundException(),
      new HttpException('Too Many Requests', 429),
      new DomainException(ApiErrorCode.UNAUTHORIZED, 'Sign in.'),
      null,
      42,
    ]) {
      expect(isApiErrorBody(respond(exception).body)).toBe(true);
    }
  });

  it('emits the same body as an `exception` event on a socket', () => {
    const emitted: Array<[string, ApiErrorBody]> = [];
    const client = { emit: (event: string, body: ApiErrorBody) => emitted.push([event, body]) };
    const host = { getType: () => 'ws', switchToWs: () => ({ getClient: () => client }) } as unknown as ArgumentsHost;
    const filter = new AllExceptionsFilter();
    filter.catch(new DomainException(ApiErrorCode.UNAUTHORIZED, 'Sign in to continue.'), host);
    filter.catch(new WsException('bad payload'), host);
    expect(emitted).toEqual([
      ['exception', { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign in to continue.' }],
      ['exception', { statusCode: 400, code: 'BAD_REQUEST', message: 'bad payload' }],
    ]);
  });
});
