import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formatCanadianPostalCode, isIsoDate, isParkingOption, type DayAvailability, type FreeSlot } from '@hm/contracts';
import { loadWizard, sessionStore } from './persistence';
import type { SubmitFailure } from './booking-errors';
import { keepFreeChoice } from './free-slots';
import {
  CLOSED_WIZARD,
  type AddressField,
  type AuthMode,
  type BookingField,
  type BookingWizardState,
  type ContactField,
  type FieldErrors,
  type SubmitAttempt,
  type ProfileAddress,
  type WizardStep,
} from './wizard-state';
import { firstStep, nextStep, previousStep } from './wizard-steps';

// UI state of the booking wizard. Server data (the profile, the created booking) stays in
// RTK Query; this slice holds what the user chose and typed, and where they are.

export interface StateWithBooking {
  booking: BookingWizardState;
}

function clearErrors(state: BookingWizardState, ...fields: BookingField[]): void {
  const remaining: FieldErrors = { ...state.fieldErrors };
  for (const field of fields) delete remaining[field];
  state.fieldErrors = remaining;
}

export const bookingSlice = createSlice({
  name: 'booking',
  // A wizard left open in this tab comes back after a reload (persistence.ts).
  initialState: (): BookingWizardState => loadWizard(sessionStore()) ?? CLOSED_WIZARD,
  reducers: {
    /**
     * A category tile, card or search result (serviceId), or /book-service's picker (null); the
     * assistant's button may choose the day too (the date step keeps it if it is free).
     */
    wizardOpened: (_state, action: PayloadAction<{ serviceId: string | null; date?: string }>): BookingWizardState => {
      const { serviceId, date } = action.payload;
      const entry = serviceId === null ? 'picker' : 'category';
      return {
        ...CLOSED_WIZARD,
        open: true,
        entry,
        step: firstStep(entry),
        serviceId,
        date: date !== undefined && isIsoDate(date) ? date : '',
      };
    },
    /** Closing forgets the wizard (it survives reloads until submitted or closed). */
    wizardClosed: (): BookingWizardState => CLOSED_WIZARD,
    serviceChosen: (state, action: PayloadAction<string>) => {
      if (state.serviceId !== action.payload) state.subServiceId = null;
      state.serviceId = action.payload;
      clearErrors(state, 'serviceId', 'subServiceId');
    },
    subServiceChosen: (state, action: PayloadAction<string>) => {
      state.subServiceId = action.payload;
      clearErrors(state, 'serviceId', 'subServiceId');
    },
    /** A day was chosen; the time stays only if it is free that day too. */
    dateChanged: (state, action: PayloadAction<{ date: string; freeTimes: readonly string[] }>) => {
      const { date, freeTimes } = action.payload;
      state.date = date;
      if (!freeTimes.includes(state.time)) state.time = '';
      clearErrors(state, 'scheduledDate', 'scheduledTime');
    },
    /** One of the day's free times ('HH:MM'). */
    timeSlotChosen: (state, action: PayloadAction<string>) => {
      state.time = action.payload;
      clearErrors(state, 'scheduledTime');
      // A new time answers the "time taken" message.
      if (state.alert?.kind === 'slotTaken') state.alert = null;
    },
    /** Fresh availability: a date or time no longer free is dropped (free-slots.ts). */
    freeSlotsLoaded: (state, action: PayloadAction<readonly DayAvailability[]>) => {
      const { date, time } = keepFreeChoice(action.payload, state.date, state.time);
      state.date = date;
      state.time = time;
    },
    /** One of the next free times a SLOT_TAKEN answer offered. */
    freeSlotPicked: (state, action: PayloadAction<FreeSlot>) => {
      state.date = action.payload.date;
      state.time = action.payload.time;
      state.alert = null;
      clearErrors(state, 'scheduledDate', 'scheduledTime');
    },
    addressChanged: (state, action: PayloadAction<{ field: AddressField; value: string }>) => {
      const { field, value } = action.payload;
      if (field === 'parking') state.address.parking = isParkingOption(value) ? value : '';
      else state.address[field] = value;
      clearErrors(state, field);
    },
    /** The profile's saved address fills the fields still empty, once per wizard (edits win). */
    addressPrefilled: (state, action: PayloadAction<ProfileAddress>) => {
      if (state.addressPrefilled) return;
      state.addressPrefilled = true;
      for (const field of ['address', 'city', 'postalCode'] as const) {
        const saved = action.payload[field]?.trim();
        if (saved && state.address[field].trim() === '') state.address[field] = saved;
      }
    },
    /** A Canadian postal code is upper-cased and written 'A1A 1A1'. */
    postalCodeLeft: (state) => {
      state.address.postalCode = formatCanadianPostalCode(state.address.postalCode);
    },
    contactChanged: (state, action: PayloadAction<{ field: ContactField; value: string }>) => {
      state.contact[action.payload.field] = action.payload.value;
      clearErrors(state, action.payload.field);
    },
    authModeChanged: (state, action: PayloadAction<AuthMode>) => {
      state.authMode = action.payload;
      state.alert = null;
    },
    wentNext: (state, action: PayloadAction<{ signedIn: boolean }>) => {
      const step = nextStep(state.step, action.payload.signedIn);
      if (step) state.step = step;
    },
    wentBack: (state, action: PayloadAction<{ signedIn: boolean }>) => {
      const step = previousStep(state.step, action.payload.signedIn);
      if (step) state.step = step;
    },
    /** A jump the wizard decides itself: after signing in, an "edit" link, a restored state. */
    wentTo: (state, action: PayloadAction<WizardStep>) => {
      state.step = action.payload;
    },
    submitStarted: (state, action: PayloadAction<SubmitAttempt>) => {
      state.attempt = action.payload;
      state.alert = null;
      state.fieldErrors = {};
    },
    submitFailed: (state, action: PayloadAction<SubmitFailure>) => {
      const { step, fieldErrors, alert, forgetAttempt } = action.payload;
      state.fieldErrors = fieldErrors;
      state.alert = alert;
      if (step) state.step = step;
      // The time went to someone else: it cannot be confirmed again.
      if (alert?.kind === 'slotTaken') state.time = '';
      if (forgetAttempt) state.attempt = null;
    },
    submitSucceeded: (state, action: PayloadAction<string>) => {
      state.step = 'success';
      state.bookingNumber = action.payload;
      state.attempt = null;
      state.alert = null;
      state.fieldErrors = {};
    },
  },
});

export const {
  wizardOpened,
  wizardClosed,
  serviceChosen,
  subServiceChosen,
  dateChanged,
  timeSlotChosen,
  freeSlotsLoaded,
  freeSlotPicked,
  addressChanged,
  addressPrefilled,
  postalCodeLeft,
  contactChanged,
  authModeChanged,
  wentNext,
  wentBack,
  wentTo,
  submitStarted,
  submitFailed,
  submitSucceeded,
} = bookingSlice.actions;

export const selectBookingWizard = (state: StateWithBooking): BookingWizardState => state.booking;
