import { Body, Controller, HttpCode, Post, type INestApplication } from '@nestjs/common';
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

  const post = async (body: unknown) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('accepts a valid body and transforms it into the DTO', async () => {
    expect(await post({ email: 'ana@example.com', rating: '4', address: { city: 'Laval' } })).toEqual({ status: 200, body: { rating: 4, isDto: true } });
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
});

describe('collectFieldErrors', () => {
  it('numbers array items in the path', () => {
    const fields = collectFieldErrors([
      { property: 'items', children: [{ property: '0', children: [{ property: 'name', constraints: { isString: 'name must be a string' }, children: [] }] }] },
    ]);
    expect(fields).toEqual({ 'items.0.name': ['name must be a string'] });
  });
});
