import { canGoNext, isStepComplete, reachableStep } from './step-rules';
import { CLOSED_WIZARD, EMPTY_ADDRESS, type BookingWizardState } from './wizard-state';

const TODAY = '2026-03-10';

const complete: BookingWizardState = {
  ...CLOSED_WIZARD,
  open: true,
  step: 'confirm',
  serviceId: 'plumbing',
  subServiceId: 'leak-repair',
  date: '2026-03-12',
  time: '14:30',
  address: { ...EMPTY_ADDRESS, address: '123 Rue Saint-Denis', city: 'Montréal', postalCode: 'H2X 1Y4' },
};

const at = (step: BookingWizardState['step'], changes: Partial<BookingWizardState> = {}): BookingWizardState => ({
  ...complete,
  ...changes,
  step,
});

describe('Next enabled (SPEC §5)', () => {
  it('needs a sub-service of the chosen category on step 1', () => {
    expect(canGoNext(at('subService', { subServiceId: null }), TODAY)).toBe(false);
    expect(canGoNext(at('subService', { subServiceId: 'deep-cleaning' }), TODAY)).toBe(false);
    expect(canGoNext(at('subService'), TODAY)).toBe(true);
  });

  it('needs a bookable category on the picker', () => {
    expect(canGoNext(at('category', { serviceId: null }), TODAY)).toBe(false);
    expect(canGoNext(at('category', { serviceId: 'painting' }), TODAY)).toBe(false);
    expect(canGoNext(at('category', { serviceId: 'cleaning' }), TODAY)).toBe(true);
  });

  it('needs a date from today on and a time within booking hours on step 3', () => {
    expect(canGoNext(at('dateTime', { date: '' }), TODAY)).toBe(false);
    expect(canGoNext(at('dateTime', { date: '2026-03-09' }), TODAY)).toBe(false);
    expect(canGoNext(at('dateTime', { date: TODAY }), TODAY)).toBe(true);
    expect(canGoNext(at('dateTime', { time: '' }), TODAY)).toBe(false);
    expect(canGoNext(at('dateTime', { time: '21:00' }), TODAY)).toBe(false);
    expect(canGoNext(at('dateTime', { time: '20:30' }), TODAY)).toBe(true);
  });

  it('needs a time at least 2 hours away when the date is today (Toronto clock)', () => {
    // 13:00 UTC on 10 March 2026 is 09:00 in Toronto.
    const nine = new Date('2026-03-10T13:00:00Z');
    expect(canGoNext(at('dateTime', { date: TODAY, time: '08:00' }), TODAY, nine)).toBe(false);
    expect(canGoNext(at('dateTime', { date: TODAY, time: '10:30' }), TODAY, nine)).toBe(false);
    expect(canGoNext(at('dateTime', { date: TODAY, time: '11:00' }), TODAY, nine)).toBe(true);
    expect(canGoNext(at('dateTime', { date: '2026-03-11', time: '08:00' }), TODAY, nine)).toBe(true);
  });

  it('needs address, city and postal code (trimmed) on step 2; apartment and description are optional', () => {
    const address = (changes: Partial<BookingWizardState['address']>) => at('address', { address: { ...complete.address, ...changes } });
    expect(canGoNext(address({ address: '   ' }), TODAY)).toBe(false);
    expect(canGoNext(address({ city: '' }), TODAY)).toBe(false);
    expect(canGoNext(address({ postalCode: ' ' }), TODAY)).toBe(false);
    expect(canGoNext(address({ apartment: '', description: '' }), TODAY)).toBe(true);
  });

  it('offers no Next on the account and confirmation steps', () => {
    expect(canGoNext(at('account'), TODAY)).toBe(false);
    expect(canGoNext(at('confirm'), TODAY)).toBe(false);
  });

  it('treats the account and confirm steps as having nothing to fill in', () => {
    expect(isStepComplete(at('account'), 'account', TODAY)).toBe(true);
  });
});

describe('the step a restored wizard shows', () => {
  it('is the saved step when everything before it is still complete', () => {
    expect(reachableStep(at('confirm'), true, TODAY)).toBe('confirm');
    expect(reachableStep(at('address'), false, TODAY)).toBe('address');
  });

  it('goes back to the date when the saved date is now in the past', () => {
    expect(reachableStep(at('confirm', { date: '2026-03-01' }), true, '2026-03-05')).toBe('dateTime');
  });

  it('goes back to the address, asked before the date, when it is missing', () => {
    const noAddress = { address: { ...complete.address, postalCode: '' } };
    expect(reachableStep(at('dateTime', noAddress), false, TODAY)).toBe('address');
    expect(reachableStep(at('confirm', noAddress), true, TODAY)).toBe('address');
    expect(reachableStep(at('address', { date: '', time: '' }), true, TODAY)).toBe('address');
  });

  it('goes back to step 1 when the sub-service is not in the category', () => {
    expect(reachableStep(at('address', { subServiceId: 'lawn-mowing' }), false, TODAY)).toBe('subService');
  });

  it('sends a signed-out user on the confirmation back to the account step, and a signed-in one past it', () => {
    expect(reachableStep(at('confirm'), false, TODAY)).toBe('account');
    expect(reachableStep(at('account'), true, TODAY)).toBe('confirm');
  });

  it('never restores the success screen', () => {
    expect(reachableStep(at('success'), true, TODAY)).toBe('confirm');
  });

  it('keeps the picker until a bookable category is chosen', () => {
    expect(reachableStep(at('category', { entry: 'picker', serviceId: null }), false, TODAY)).toBe('category');
    expect(reachableStep(at('dateTime', { entry: 'picker', serviceId: 'painting' }), false, TODAY)).toBe('category');
    expect(reachableStep(at('dateTime', { entry: 'picker' }), false, TODAY)).toBe('dateTime');
  });
});
