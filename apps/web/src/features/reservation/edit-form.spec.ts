import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { changedFields, editFailureOf, editValuesOf, validateChanges } from './edit-form';
import { editableBooking } from './editable-booking.fixture';

const booking = editableBooking;

const httpError = (status: number, data: unknown): FetchBaseQueryError => ({ status, data });

describe('changedFields', () => {
  it('sends nothing when nothing changed, even though the phone is shown formatted', () => {
    const initial = editValuesOf(booking);
    expect(initial.phone).toBe('(514) 555-1234');
    expect(changedFields(initial, { ...initial })).toEqual({});
  });

  it('sends only what changed, normalised as a new booking would be', () => {
    const initial = editValuesOf(booking);
    const changes = changedFields(initial, { ...initial, postalCode: 'h3b2y5', phone: '(514) 555-9876', apartment: ' 4B ' });
    expect(changes).toEqual({ postalCode: 'H3B 2Y5', phone: '5145559876', apartment: '4B' });
  });

  it('does not count a re-spaced postal code or extra spaces as a change', () => {
    const initial = editValuesOf(booking);
    expect(changedFields(initial, { ...initial, postalCode: 'h2x1y4', city: ' Montréal ' })).toEqual({});
  });

  it('clears an optional field with null', () => {
    const initial = { ...editValuesOf(booking), description: 'Leaking tap' };
    expect(changedFields(initial, { ...initial, description: '   ' })).toEqual({ description: null });
  });
});

describe('validateChanges', () => {
  const today = '2026-06-01';

  it('applies the booking rules to the changed fields', () => {
    expect(
      validateChanges({ scheduledDate: '2026-05-31', scheduledTime: '21:00', email: 'nope', postalCode: '123', firstName: '' }, today),
    ).toEqual({
      scheduledDate: 'dateInPast',
      scheduledTime: 'timeOutsideHours',
      email: 'emailInvalid',
      postalCode: 'postalCodeInvalid',
      firstName: 'required',
    });
  });

  it('accepts valid changes, today included, and an emptied optional field', () => {
    expect(validateChanges({ scheduledDate: today, scheduledTime: '08:00', description: null, phone: '+33123456789' }, today)).toEqual({});
  });

  it('does not judge fields that are not sent', () => {
    expect(validateChanges({}, today)).toEqual({});
  });
});

describe('editFailureOf', () => {
  it('puts the server field errors next to their fields', () => {
    const failure = editFailureOf(
      httpError(400, { code: 'VALIDATION_FAILED', fields: { postalCode: ['INVALID_POSTAL_CODE'], phone: ['SOMETHING_NEW'] } }),
    );
    expect(failure).toEqual({ kind: 'fields', fieldErrors: { postalCode: 'postalCodeInvalid', phone: 'invalid' } });
  });

  it('reads the date and time codes as field errors', () => {
    expect(editFailureOf(httpError(400, { code: 'DATE_IN_PAST' }))).toEqual({
      kind: 'fields',
      fieldErrors: { scheduledDate: 'dateInPast' },
    });
  });

  it('tells a booking that can no longer change from other failures', () => {
    expect(editFailureOf(httpError(409, { code: 'BOOKING_NOT_EDITABLE' }))).toEqual({ kind: 'notEditable' });
    expect(editFailureOf(httpError(404, { code: 'BOOKING_NOT_FOUND' }))).toEqual({ kind: 'notFound' });
    expect(editFailureOf(httpError(500, {}))).toEqual({ kind: 'other' });
    expect(editFailureOf({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({ kind: 'other' });
  });
});
