import type { ArgumentMetadata } from '@nestjs/common';
import { createValidationPipe } from '../../../common/validation/create-validation-pipe.js';
import { ValidationFailedException } from '../../../common/errors/validation-failed.exception.js';
import { buildBookingRequest, torontoDayFromToday } from '../../../testing/booking-requests.js';
import { CreateBookingDto } from './create-booking.dto.js';

const metadata: ArgumentMetadata = { type: 'body', metatype: CreateBookingDto };
const pipe = createValidationPipe();

/** The fields of the 400 answer for this body, or null when it passes. */
async function fieldErrors(body: Record<string, unknown>): Promise<Record<string, string[]> | null> {
  try {
    await pipe.transform(body, metadata);
    return null;
  } catch (error) {
    if (!(error instanceof ValidationFailedException)) throw error;
    return error.fields ?? {};
  }
}

describe('CreateBookingDto through the global validation pipe', () => {
  it('passes a valid request and trims every text', async () => {
    const dto = (await pipe.transform(buildBookingRequest(), metadata)) as CreateBookingDto;
    expect(dto).toBeInstanceOf(CreateBookingDto);
    expect(dto.firstName).toBe('Camille');
    expect(dto.email).toBe('Camille.Tremblay@Example.com');
  });

  it('answers with one code per wrong field and reports them all at once', async () => {
    expect(
      await fieldErrors(
        buildBookingRequest({
          serviceId: 'plumbing',
          subServiceId: 'furniture-assembly',
          scheduledDate: torontoDayFromToday(-1),
          scheduledTime: '21:15',
          email: 'no-at-sign',
          phone: '12',
          postalCode: 'H2X',
          firstName: ' ',
          description: 'x'.repeat(2001),
        }),
      ),
    ).toEqual({
      subServiceId: ['UNKNOWN_SUB_SERVICE'],
      scheduledDate: ['DATE_IN_PAST'],
      scheduledTime: ['TIME_OUTSIDE_HOURS'],
      email: ['INVALID_EMAIL'],
      phone: ['INVALID_PHONE'],
      postalCode: ['INVALID_POSTAL_CODE'],
      firstName: ['REQUIRED'],
      description: ['TOO_LONG'],
    });
  });

  it('blames the category, not the sub-service, when the category is unknown', async () => {
    expect(await fieldErrors(buildBookingRequest({ serviceId: 'roofing' }))).toEqual({ serviceId: ['UNKNOWN_SERVICE'] });
  });

  it('refuses a coming-soon category', async () => {
    expect(await fieldErrors(buildBookingRequest({ serviceId: 'electrical', subServiceId: 'outlet-installation' }))).toEqual({
      serviceId: ['SERVICE_NOT_BOOKABLE'],
    });
  });

  it('lets apartment, description and locale be left out or null', async () => {
    expect(await fieldErrors(buildBookingRequest({ apartment: undefined, description: undefined }))).toBeNull();
    expect(await fieldErrors(buildBookingRequest({ apartment: null, description: null, locale: null }))).toBeNull();
    expect(await fieldErrors(buildBookingRequest({ locale: 'en' }))).toBeNull();
    expect(await fieldErrors(buildBookingRequest({ locale: 'EN' }))).toEqual({ locale: ['INVALID_LOCALE'] });
  });

  it('refuses fields the request does not have', async () => {
    const errors = await fieldErrors({ ...buildBookingRequest(), userId: '00000000-0000-4000-8000-000000000000' });
    expect(Object.keys(errors ?? {})).toEqual(['userId']);
  });
});
