import { PARKING_OPTIONS } from '@hm/contracts';
import {
  AUTH_MODES,
  CLOSED_WIZARD,
  CONTACT_FIELDS,
  WIZARD_STEPS,
  type AddressDraft,
  type BookingWizardState,
  type ContactDraft,
  type SubmitAttempt,
} from './wizard-state';

// The wizard survives a reload of the tab until it is submitted or closed.
// sessionStorage: per tab, gone with it. Passwords never reach the state, so never here;
// errors and the success screen are not kept either.

export const WIZARD_STORAGE_KEY = 'hm.booking-wizard';
const VERSION = 1;

type Persisted = Omit<BookingWizardState, 'fieldErrors' | 'alert' | 'bookingNumber'>;

/** The text to store, or null when nothing should be stored (closed, or already booked). */
export function serializeWizard(state: BookingWizardState): string | null {
  if (!state.open || state.step === 'success') return null;
  const { fieldErrors: _errors, alert: _alert, bookingNumber: _number, ...kept } = state;
  const persisted: Persisted = kept;
  return JSON.stringify({ v: VERSION, ...persisted });
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
const stringOrNull = (value: unknown): string | null | undefined => (value === null ? null : isString(value) ? value : undefined);

function readAddress(value: unknown): AddressDraft | undefined {
  if (!isObject(value)) return undefined;
  const { address, apartment, city, postalCode, description } = value;
  if (![address, apartment, city, postalCode, description].every(isString)) return undefined;
  // Absent in a wizard stored before they existed: empty.
  const { accessNotes = '', parking = '', parkingNotes = '' } = value;
  if (!isString(accessNotes) || !isString(parkingNotes) || !(parking === '' || isOneOf(PARKING_OPTIONS, parking))) return undefined;
  return { address, apartment, city, postalCode, description, accessNotes, parking, parkingNotes } as AddressDraft;
}

function readContact(value: unknown): ContactDraft | undefined {
  if (!isObject(value)) return undefined;
  const contact = { ...CLOSED_WIZARD.contact };
  for (const field of CONTACT_FIELDS) {
    const entry = stringOrNull(value[field]);
    if (entry === undefined) return undefined;
    contact[field] = entry;
  }
  return contact;
}

function readAttempt(value: unknown): SubmitAttempt | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isString(value.key) || !isString(value.fingerprint)) return undefined;
  return { key: value.key, fingerprint: value.fingerprint };
}

/**
 * The stored wizard, or undefined when there is none or it cannot be trusted (another
 * version, edited by hand): then the wizard simply starts closed. Whether its service and
 * date still make sense is checked when it is shown (step-rules.ts reachableStep).
 */
export function deserializeWizard(text: string | null): BookingWizardState | undefined {
  if (text === null) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(data) || data.v !== VERSION || data.open !== true) return undefined;
  const serviceId = stringOrNull(data.serviceId);
  const subServiceId = stringOrNull(data.subServiceId);
  const address = readAddress(data.address);
  const contact = readContact(data.contact);
  const attempt = readAttempt(data.attempt);
  if (
    !isOneOf(['category', 'picker'] as const, data.entry) ||
    !isOneOf(WIZARD_STEPS, data.step) ||
    data.step === 'success' ||
    serviceId === undefined ||
    subServiceId === undefined ||
    !isString(data.date) ||
    !isString(data.time) ||
    !isOneOf(AUTH_MODES, data.authMode) ||
    !address ||
    !contact ||
    attempt === undefined
  ) {
    return undefined;
  }
  return {
    ...CLOSED_WIZARD,
    open: true,
    entry: data.entry,
    step: data.step,
    serviceId,
    subServiceId,
    date: data.date,
    time: data.time,
    address,
    addressPrefilled: data.addressPrefilled === true,
    contact,
    authMode: data.authMode,
    attempt,
  };
}

/** The tab's sessionStorage, or undefined where there is none or it is blocked. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function loadWizard(storage: Storage | undefined): BookingWizardState | undefined {
  try {
    return deserializeWizard(storage?.getItem(WIZARD_STORAGE_KEY) ?? null);
  } catch {
    return undefined;
  }
}

export function saveWizard(storage: Storage | undefined, state: BookingWizardState): void {
  if (!storage) return;
  const text = serializeWizard(state);
  try {
    if (text === null) storage.removeItem(WIZARD_STORAGE_KEY);
    else storage.setItem(WIZARD_STORAGE_KEY, text);
  } catch {
    // A full or blocked storage only costs the reload recovery.
  }
}
