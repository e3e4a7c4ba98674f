import {
  attemptFor,
  buildCreateBookingRequest,
  checkBeforeSubmit,
  isSubmittable,
  requestFingerprint,
  resolveContact,
  type ContactValues,
} from './booking-request';
import { CLOSED_WIZARD, EMPTY_CONTACT, type BookingWizardState } from './wizard-state';

const inputs: BookingWizardState = {
  ...CLOSED_WIZARD,
  serviceId: 'plumbing',
  subServiceId: 'leak-repair',
  date: '2026-03-12',
  time: '14:30',
  address: {
    address: ' 123 Rue Saint-Denis ',
    apartment: '  ',
    city: ' Montréal',
    postalCode: 'h2x1y4',
    description: ' Fuite sous l’évier ',
    accessNotes: ' Code 4512, buzzer 5 ',
    parking: 'street',
    parkingNotes: '  ',
  },
};
const contact: ContactValues = { firstName: ' Jean ', lastName: 'Tremblay', email: ' jean@example.com ', phone: '514-555-1234' };

describe('contact details', () => {
  it('takes what the user typed, else the profile, else the session', () => {
    const resolved = resolveContact(
      { ...EMPTY_CONTACT, phone: '438 555 0000' },
      { firstName: 'Jean', lastName: 'Tremblay', email: 'jean@example.com', phone: '5145551234' },
      { firstName: 'J', email: 'other@example.com' },
    );
    expect(resolved).toEqual({ firstName: 'Jean', lastName: 'Tremblay', email: 'jean@example.com', phone: '438 555 0000' });
  });

  it('shows the saved phone as people read it', () => {
    expect(resolveContact(EMPTY_CONTACT, { phone: '5145550147' }).phone).toBe('(514) 555-0147');
    expect(resolveContact(EMPTY_CONTACT, { phone: '+15145550147' }).phone).toBe('+1 (514) 555-0147');
  });

  it('falls back past a missing profile phone, and keeps a field the user emptied', () => {
    expect(resolveContact(EMPTY_CONTACT, { phone: null }, { phone: undefined }).phone).toBe('');
    expect(resolveContact({ ...EMPTY_CONTACT, firstName: '' }, { firstName: 'Jean' }).firstName).toBe('');
  });
});

describe('before submitting (SPEC §5)', () => {
  it('accepts a complete booking', () => {
    expect(isSubmittable(checkBeforeSubmit(inputs, contact))).toBe(true);
  });

  it('lists every required field that is blank once trimmed, in the spec order', () => {
    const check = checkBeforeSubmit({ ...inputs, address: { ...inputs.address, city: '   ' } }, { ...contact, lastName: ' ', phone: '' });
    expect(check.missing).toEqual(['lastName', 'phone', 'city']);
    expect(check.fieldErrors).toEqual({ lastName: 'required', phone: 'required', city: 'required' });
    expect(isSubmittable(check)).toBe(false);
  });

  it('refuses an e-mail outside the booking pattern', () => {
    const check = checkBeforeSubmit(inputs, { ...contact, email: 'jean@example' });
    expect(check.missing).toEqual([]);
    expect(check.fieldErrors).toEqual({ email: 'emailInvalid' });
  });
});

describe('the request', () => {
  it('is trimmed, with the postal code formatted, the phone normalised and blanks as null', () => {
    expect(buildCreateBookingRequest(inputs, contact, 'fr')).toEqual({
      serviceId: 'plumbing',
      subServiceId: 'leak-repair',
      scheduledDate: '2026-03-12',
      scheduledTime: '14:30',
      firstName: 'Jean',
      lastName: 'Tremblay',
      email: 'jean@example.com',
      phone: '5145551234',
      address: '123 Rue Saint-Denis',
      apartment: null,
      city: 'Montréal',
      postalCode: 'H2X 1Y4',
      description: 'Fuite sous l’évier',
      accessNotes: 'Code 4512, buzzer 5',
      parking: 'street',
      parkingNotes: null,
      locale: 'fr',
    });
  });

  it('prefixes + to a long number without one', () => {
    expect(buildCreateBookingRequest(inputs, { ...contact, phone: '1 (514) 555-1234' }, 'en').phone).toBe('+15145551234');
  });

  it('has the same fingerprint for the same data in any key order, another for other data', () => {
    const request = buildCreateBookingRequest(inputs, contact, 'fr');
    const reordered = Object.fromEntries(Object.entries(request).reverse()) as typeof request;
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(request));
    expect(requestFingerprint({ ...request, scheduledTime: '15:00' })).not.toBe(requestFingerprint(request));
  });
});

describe('Idempotency-Key per confirmation attempt', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('is new on the first attempt, reused for a retry of the same data, new when the data changes', () => {
    const first = attemptFor(null, 'data-a', newKey);
    expect(first).toEqual({ key: 'key-1', fingerprint: 'data-a' });
    expect(attemptFor(first, 'data-a', newKey)).toBe(first);
    expect(attemptFor(first, 'data-b', newKey)).toEqual({ key: 'key-2', fingerprint: 'data-b' });
  });
});
