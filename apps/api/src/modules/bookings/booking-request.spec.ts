import { buildBookingRequest } from '../../testing/booking-requests.js';
import { bookingRequestHash, normalizeBookingRequest, normalizeBookingUpdate } from './booking-request.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';

const dto = (overrides: Record<string, unknown> = {}) => buildBookingRequest(overrides) as unknown as CreateBookingDto;

describe('normalizeBookingRequest', () => {
  it('normalises phone, postal code and e-mail as SPEC §5 says, and stores blanks as null', () => {
    expect(
      normalizeBookingRequest(
        dto({ phone: '1 (514) 555-1234', postalCode: 'h2x1y4', email: 'Camille@Example.COM', apartment: '', description: undefined }),
      ),
    ).toMatchObject({
      phone: '+15145551234',
      postalCode: 'H2X 1Y4',
      email: 'camille@example.com',
      apartment: null,
      description: null,
      locale: null,
    });
    expect(normalizeBookingRequest(dto({ phone: '514-555-1234', postalCode: '90210' }))).toMatchObject({
      phone: '5145551234',
      postalCode: '90210',
    });
  });
});

describe('bookingRequestHash', () => {
  // One visit for all, so that only what each test changes differs.
  const visit = { scheduledDate: '2030-05-14', scheduledTime: '14:30' };
  const hash = (overrides: Record<string, unknown> = {}) => bookingRequestHash(normalizeBookingRequest(dto({ ...visit, ...overrides })));

  it('is the same for requests that normalise alike', () => {
    expect(hash({ email: 'A@B.CA', postalCode: 'h2x1y4' })).toBe(hash({ email: 'a@b.ca', postalCode: 'H2X 1Y4' }));
  });

  it('differs as soon as anything stored differs', () => {
    const base = hash();
    for (const overrides of [{ scheduledTime: '09:00' }, { apartment: '6' }, { locale: 'en' }, { description: null }]) {
      expect(hash(overrides)).not.toBe(base);
    }
  });
});

describe('normalizeBookingUpdate', () => {
  it('normalises only the fields present, like a new booking', () => {
    expect(
      normalizeBookingUpdate({
        phone: '1 (514) 555-1234',
        postalCode: 'h2x1y4',
        email: 'A@B.COM',
        apartment: '',
        description: null,
        city: 'Laval',
      }),
    ).toEqual({
      phone: '+15145551234',
      postalCode: 'H2X 1Y4',
      email: 'a@b.com',
      apartment: null,
      description: null,
      city: 'Laval',
    });
    expect(normalizeBookingUpdate({})).toEqual({});
  });
});
