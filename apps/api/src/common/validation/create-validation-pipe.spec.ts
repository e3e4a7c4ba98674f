import { Body, Controller, Get, HttpCode, Param, Post, Query, type INestApplication } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsString, Max, Min, MinLength, ValidateNested } from 'class-validator';
import type { AddressInfo } from 'node:net';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter.js';
import { collectFieldErrors, createValidationPipe } from './create-validation-pipe.js';

class AddressDto {
  @IsString()
  @MinLength(2)
  city!: string;
}

class ProbeDto {
  @IsEmail()
  email!: string;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(5)
  rating!: number;

  @ValidateNested()
  @Type(() => AddressDto)
  address!: AddressDto;
}

// Test-only controller: the foundation has no endpoint with a body yet.
@Controller('probe')
class ProbeController {
  @Post()
  @HttpCode(200)
  echo(@Body() body: ProbeDto): { rating: number; isDto: boolean } {
    return { rating: body.rating, isDto: body instanceof ProbeDto };
  }

  // No DTO at all: the control-character and depth checks do not depend on one.
  @Post('loose')
  @HttpCode(200)
  loose(@Body() body: unknown): { received: boolean } {
    return { received: body !== undefined };
  }

  @Get(':slug')
  read(@Param('slug') slug: string, @Query('search') search?: string): { slug: string; search: string | null } {
    return { slug, search: search ?? null };
  }
}

describe('global validation pipe with the error filter', () => {
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [ProbeController],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/probe`;
  });
  afterAll(() => app.close());

  const post = async (body: unknown, path = '') => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const valid = { email: 'ana@example.com', rating: 3, address: { city: 'Laval' } };

  it('accepts a valid body and transforms it into the DTO', async () => {
    expect(await post({ email: 'ana@example.com', rating: '4', address: { city: 'Laval' } })).toEqual({
      status: 200,
      body: { rating: 4, isDto: true },
    });
  });

  it('answers 400 VALIDATION_FAILED with messages per field, nested fields dotted', async () => {
    const { status, body } = await post({ email: 'nope', rating: 9, address: { city: 'L' } });
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      fields: {
        email: ['email must be an email'],
        rating: ['rating must not be greater than 5'],
        'address.city': ['city must be longer than or equal to 2 characters'],
      },
    });
  });

  it('rejects unknown fields instead of dropping them silently', async () => {
    const { status, body } = await post({ email: 'ana@example.com', rating: 3, address: { city: 'Laval' }, role: 'admin' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ role: ['property role should not exist'] });
  });

  it.each(['0000', '0001', '001B', '007F', '0085'])('refuses U+%s in any string of the body, before the DTO rules', async (codePoint) => {
    const character = String.fromCodePoint(parseInt(codePoint, 16));
    const { status, body } = await post({ ...valid, email: `ana${character}@example.com`, address: { city: `La${character}val` } });
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      fields: { email: ['INVALID_TEXT'], 'address.city': ['INVALID_TEXT'] },
    });
    expect((await post({ list: [['ok', `x${character}`]] }, '/loose')).body.fields).toEqual({ 'list.0.1': ['INVALID_TEXT'] });
  });

  it('accepts tabs and line breaks, CRLF included', async () => {
    expect(await post({ ...valid, address: { city: 'Laval\tNord\r\nQuébec\n' } })).toEqual({
      status: 200,
      body: { rating: 3, isDto: true },
    });
  });

  it('refuses control characters in a path parameter and in the query string', async () => {
    expect(await get('/a%00b')).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { slug: ['INVALID_TEXT'] } } });
    expect(await get('/ab?search=%1B%5B2J')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { search: ['INVALID_TEXT'] } },
    });
    expect(await get('/ab?search=a%09b')).toEqual({ status: 200, body: { slug: 'ab', search: 'a\tb' } });
  });

  it('answers 400, not a stack overflow, to JSON nested 5,000 levels deep', async () => {
    for (const nested of ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)]) {
      for (const path of ['', '/loose']) {
        const { status, body } = await post(nested, path);
        expect({ path, status, code: body.code }).toEqual({ path, status: 400, code: 'BAD_REQUEST' });
      }
    }
    expect((await post({ ...valid, address: { city: 'Laval', deep: JSON.parse('['.repeat(40) + ']'.repeat(40)) } })).status).toBe(400);
  });
});

describe('the pipe of the Socket.IO gateways', () => {
  it('refuses a payload with a control character the same way (Nest hands payloads over as the body)', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform({ bookingNumber: 'HM-1\u0000' }, { type: 'body', metatype: Object })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { bookingNumber: ['INVALID_TEXT'] },
    });
    // The socket itself (@ConnectedSocket) is no client input.
    const socketLike = { id: 'a\u0000' };
    await expect(pipe.transform(socketLike, { type: 'custom' })).resolves.toBe(socketLike);
  });
});

describe('collectFieldErrors', () => {
  it('numbers array items in the path', () => {
    const fields = collectFieldErrors([
      {
        property: 'items',
        children: [{ property: '0', children: [{ property: 'name', constraints: { isString: 'name must be a string' }, children: [] }] }],
      },
    ]);
    expect(fields).toEqual({ 'items.0.name': ['name must be a string'] });
  });
});
