import { deserializeWizard, loadWizard, saveWizard, serializeWizard, WIZARD_STORAGE_KEY } from './persistence';
import { CLOSED_WIZARD, type BookingWizardState } from './wizard-state';

const open: BookingWizardState = {
  ...CLOSED_WIZARD,
  open: true,
  entry: 'picker',
  step: 'account',
  serviceId: 'plumbing',
  subServiceId: 'leak-repair',
  date: '2026-03-12',
  time: '14:30',
  address: {
    address: '123 Rue Saint-Denis',
    apartment: '4',
    city: 'Montréal',
    postalCode: 'H2X 1Y4',
    description: 'Fuite',
    accessNotes: 'Code 4512',
    parking: 'driveway',
    parkingNotes: '',
  },
  addressPrefilled: true,
  contact: { firstName: null, lastName: null, email: 'jean@example.com', phone: null },
  authMode: 'signup',
  attempt: { key: '0b8c7c59-7f0e-4f4e-9f57-3c1d1b2b7a10', fingerprint: '[]' },
  fieldErrors: { phone: 'required' },
  alert: { kind: 'unexpected' },
};

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('wizard persistence', () => {
  it('restores what the user chose and typed, and where they were', () => {
    const restored = deserializeWizard(serializeWizard(open));
    expect(restored).toEqual({ ...open, fieldErrors: {}, alert: null, bookingNumber: null });
  });

  it('keeps no errors, no booking number and nothing but the known fields', () => {
    const stored = JSON.parse(serializeWizard(open) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(
      [
        'v',
        'open',
        'entry',
        'step',
        'serviceId',
        'subServiceId',
        'date',
        'time',
        'address',
        'addressPrefilled',
        'contact',
        'authMode',
        'attempt',
      ].sort(),
    );
    expect(JSON.stringify(stored)).not.toMatch(/password/i);
  });

  it('stores nothing once closed or booked', () => {
    expect(serializeWizard(CLOSED_WIZARD)).toBeNull();
    expect(serializeWizard({ ...open, step: 'success', bookingNumber: 'HM-2026-123456789' })).toBeNull();
  });

  it('ignores stored text it cannot trust', () => {
    expect(deserializeWizard(null)).toBeUndefined();
    expect(deserializeWizard('{not json')).toBeUndefined();
    expect(deserializeWizard('[]')).toBeUndefined();
    const stored = JSON.parse(serializeWizard(open) ?? '{}') as Record<string, unknown>;
    const variant = (changes: Record<string, unknown>) => JSON.stringify({ ...stored, ...changes });
    expect(deserializeWizard(variant({ v: 2 }))).toBeUndefined();
    expect(deserializeWizard(variant({ step: 'payment' }))).toBeUndefined();
    expect(deserializeWizard(variant({ step: 'success' }))).toBeUndefined();
    expect(deserializeWizard(variant({ time: 1430 }))).toBeUndefined();
    expect(deserializeWizard(variant({ address: { address: 'x' } }))).toBeUndefined();
    expect(deserializeWizard(variant({ address: { ...open.address, parking: 'garage' } }))).toBeUndefined();
    expect(deserializeWizard(variant({ contact: { firstName: 3 } }))).toBeUndefined();
    expect(deserializeWizard(variant({ attempt: { key: 1 } }))).toBeUndefined();
    expect(deserializeWizard(variant({ open: false }))).toBeUndefined();
  });

  it('writes to and removes from the storage', () => {
    const storage = new MemoryStorage();
    saveWizard(storage as unknown as Storage, open);
    expect(loadWizard(storage as unknown as Storage)?.step).toBe('account');
    saveWizard(storage as unknown as Storage, CLOSED_WIZARD);
    expect(storage.items.has(WIZARD_STORAGE_KEY)).toBe(false);
    expect(loadWizard(storage as unknown as Storage)).toBeUndefined();
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => saveWizard(full, open)).not.toThrow();
    expect(() => saveWizard(undefined, open)).not.toThrow();
  });
});
