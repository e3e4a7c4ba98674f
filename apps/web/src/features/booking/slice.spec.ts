import {
  addressChanged,
  authModeChanged,
  bookingSlice,
  contactChanged,
  dateChanged,
  postalCodeLeft,
  serviceChosen,
  submitFailed,
  submitStarted,
  submitSucceeded,
  subServiceChosen,
  addressPrefilled,
  freeSlotPicked,
  freeSlotsLoaded,
  timeSlotChosen,
  wentBack,
  wentNext,
  wizardClosed,
  wizardOpened,
} from './slice';
import { CLOSED_WIZARD, type BookingWizardState } from './wizard-state';

type Action = Parameters<typeof bookingSlice.reducer>[1];
const run = (state: BookingWizardState, ...actions: Action[]) => actions.reduce(bookingSlice.reducer, state);

describe('booking wizard slice', () => {
  it('starts closed (no sessionStorage outside a browser)', () => {
    expect(bookingSlice.reducer(undefined, { type: 'init' })).toEqual(CLOSED_WIZARD);
  });

  it('opens on step 1 for a category, on the picker from /book-service, and forgets the previous wizard', () => {
    const dirty = { ...CLOSED_WIZARD, date: '2026-01-01' };
    expect(run(dirty, wizardOpened({ serviceId: 'plumbing' }))).toMatchObject({
      open: true,
      entry: 'category',
      step: 'subService',
      serviceId: 'plumbing',
      date: '',
    });
    expect(run(dirty, wizardOpened({ serviceId: null }))).toMatchObject({ entry: 'picker', step: 'category', serviceId: null });
    expect(run(dirty, wizardOpened({ serviceId: 'plumbing' }), wizardClosed())).toEqual(CLOSED_WIZARD);
  });

  it('opens with the day the assistant read, and ignores one that is not a date', () => {
    expect(run(CLOSED_WIZARD, wizardOpened({ serviceId: 'cleaning', date: '2026-12-08' }))).toMatchObject({
      serviceId: 'cleaning',
      step: 'subService',
      date: '2026-12-08',
    });
    expect(run(CLOSED_WIZARD, wizardOpened({ serviceId: 'cleaning', date: '2026-02-30' })).date).toBe('');
  });

  it('drops the sub-service when another category is chosen', () => {
    const state = run(CLOSED_WIZARD, wizardOpened({ serviceId: null }), serviceChosen('plumbing'), subServiceChosen('leak-repair'));
    expect(run(state, serviceChosen('plumbing')).subServiceId).toBe('leak-repair');
    expect(run(state, serviceChosen('cleaning')).subServiceId).toBeNull();
  });

  it('moves with Next and Back, skipping the account step when signed in', () => {
    const at = (step: BookingWizardState['step']) => ({ ...CLOSED_WIZARD, open: true, step });
    expect(run(at('address'), wentNext({ signedIn: true })).step).toBe('dateTime');
    expect(run(at('dateTime'), wentNext({ signedIn: true })).step).toBe('confirm');
    expect(run(at('dateTime'), wentNext({ signedIn: false })).step).toBe('account');
    expect(run(at('confirm'), wentBack({ signedIn: true })).step).toBe('dateTime');
    expect(run(at('subService'), wentBack({ signedIn: true })).step).toBe('subService');
  });

  it('keeps the time when the new day has it free too, and drops it otherwise', () => {
    const chosen = run(CLOSED_WIZARD, dateChanged({ date: '2026-05-01', freeTimes: ['09:00', '14:30'] }), timeSlotChosen('14:30'));
    expect(run(chosen, dateChanged({ date: '2026-05-02', freeTimes: ['14:30'] }))).toMatchObject({ date: '2026-05-02', time: '14:30' });
    expect(run(chosen, dateChanged({ date: '2026-05-02', freeTimes: ['15:00'] }))).toMatchObject({ date: '2026-05-02', time: '' });
  });

  it('drops a date or time that fresh availability no longer offers', () => {
    const chosen = { ...CLOSED_WIZARD, date: '2026-05-01', time: '14:30' };
    const day = (date: string, slots: string[]) => ({ date, slots, full: slots.length === 0 });
    expect(run(chosen, freeSlotsLoaded([day('2026-05-01', ['09:00', '14:30'])]))).toMatchObject({ date: '2026-05-01', time: '14:30' });
    expect(run(chosen, freeSlotsLoaded([day('2026-05-01', ['09:00'])]))).toMatchObject({ date: '2026-05-01', time: '' });
    expect(run(chosen, freeSlotsLoaded([day('2026-05-01', [])]))).toMatchObject({ date: '', time: '' });
    expect(run(chosen, freeSlotsLoaded([day('2026-05-02', ['14:30'])]))).toMatchObject({ date: '', time: '' });
  });

  it('forgets a taken time, and picks one of the next free times offered', () => {
    const chosen = { ...CLOSED_WIZARD, open: true, step: 'confirm' as const, date: '2026-05-01', time: '14:30' };
    const nextSlots = [{ date: '2026-05-01', time: '15:00' }];
    const taken = run(
      chosen,
      submitFailed({ step: 'dateTime', fieldErrors: {}, alert: { kind: 'slotTaken', nextSlots }, forgetAttempt: false }),
    );
    expect(taken).toMatchObject({ step: 'dateTime', date: '2026-05-01', time: '', alert: { kind: 'slotTaken', nextSlots } });
    expect(run(taken, freeSlotPicked({ date: '2026-05-02', time: '08:00' }))).toMatchObject({
      date: '2026-05-02',
      time: '08:00',
      alert: null,
    });
    expect(run(taken, timeSlotChosen('16:00')).alert).toBeNull();
  });

  it('prefills the empty address fields from the profile once, and keeps what was typed', () => {
    const typed = run({ ...CLOSED_WIZARD, open: true }, addressChanged({ field: 'city', value: 'Laval' }));
    const profile = { address: '77 rue Rachel Est', city: 'Montréal', postalCode: 'H2J 2H1' };
    const state = run(typed, addressPrefilled(profile));
    expect(state.address).toMatchObject({ address: '77 rue Rachel Est', city: 'Laval', postalCode: 'H2J 2H1' });
    expect(state.addressPrefilled).toBe(true);
    // Cleared by the user: not refilled.
    const cleared = run(state, addressChanged({ field: 'address', value: '' }), addressPrefilled(profile));
    expect(cleared.address.address).toBe('');
  });

  it('keeps only a known parking choice', () => {
    expect(run(CLOSED_WIZARD, addressChanged({ field: 'parking', value: 'driveway' })).address.parking).toBe('driveway');
    expect(run(CLOSED_WIZARD, addressChanged({ field: 'parking', value: 'garage' })).address.parking).toBe('');
  });

  it('formats the postal code when the field is left', () => {
    const state = run(CLOSED_WIZARD, addressChanged({ field: 'postalCode', value: ' h2x1y4 ' }), postalCodeLeft());
    expect(state.address.postalCode).toBe('H2X 1Y4');
  });

  it('clears a field error when the field changes', () => {
    const failed = run(
      CLOSED_WIZARD,
      submitFailed({ step: 'confirm', fieldErrors: { phone: 'required', scheduledDate: 'dateInPast' }, alert: null, forgetAttempt: false }),
    );
    expect(run(failed, contactChanged({ field: 'phone', value: '514' })).fieldErrors).toEqual({ scheduledDate: 'dateInPast' });
    expect(run(failed, dateChanged({ date: '2026-05-01', freeTimes: [] })).fieldErrors).toEqual({ phone: 'required' });
  });

  it('clears the error when the account mode changes (SPEC §4)', () => {
    const failed = run(
      CLOSED_WIZARD,
      submitFailed({ step: 'account', fieldErrors: {}, alert: { kind: 'signInRequired' }, forgetAttempt: false }),
    );
    expect(failed.step).toBe('account');
    expect(run(failed, authModeChanged('login'))).toMatchObject({ authMode: 'login', alert: null });
  });

  it('keeps the attempt for a retry unless the server refused its key', () => {
    const attempt = { key: 'k1', fingerprint: 'f1' };
    const started = run(CLOSED_WIZARD, submitStarted(attempt));
    expect(run(started, submitFailed({ step: null, fieldErrors: {}, alert: { kind: 'unexpected' }, forgetAttempt: false })).attempt).toBe(
      attempt,
    );
    expect(
      run(started, submitFailed({ step: null, fieldErrors: {}, alert: { kind: 'unexpected' }, forgetAttempt: true })).attempt,
    ).toBeNull();
  });

  it('shows the booking number on success', () => {
    const state = run(
      { ...CLOSED_WIZARD, open: true, step: 'confirm' },
      submitStarted({ key: 'k', fingerprint: 'f' }),
      submitSucceeded('HM-2026-123456789'),
    );
    expect(state).toMatchObject({ step: 'success', bookingNumber: 'HM-2026-123456789', attempt: null, alert: null });
  });
});
