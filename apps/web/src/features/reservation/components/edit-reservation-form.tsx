import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCanadianPostalCode, normalizePhone, todayInToronto, type EditableBookingField, type ReservationView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useLanguage } from '../../../hooks/use-language';
import { specificApiErrorKey, type ErrorMessageKey } from '../../../lib/api-error';
import { formatBookingTime } from '../../booking/date-time-format';
import { formatPhoneForDisplay } from '../../booking/phone-format';
import { slotOptions } from '../../booking/time-picker';
import { useUpdateReservationMutation } from '../api';
import { bookedServiceText } from '../service-text';
import { changedFields, editFailureOf, editValuesOf, validateChanges, type EditFieldErrors, type EditValues } from '../edit-form';

interface EditReservationFormProps {
  booking: ReservationView;
  onSaved: () => void;
  onCancel: () => void;
}

type FormMessage = { kind: 'noChanges' } | { kind: 'invalid' } | { kind: 'notEditable' } | { kind: 'failed'; errorKey?: ErrorMessageKey };

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** SPEC §4/§5 edit mode: the editable fields, checked like a new booking; only changes are sent. */
export function EditReservationForm({ booking, onSaved, onCancel }: EditReservationFormProps) {
  const { t } = useTranslation('reservation');
  const { t: tBooking } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const [initial] = useState<EditValues>(() => editValuesOf(booking));
  const [values, setValues] = useState<EditValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<EditFieldErrors>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [update, { isLoading }] = useUpdateReservationMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  const today = todayInToronto();

  const set = (field: EditableBookingField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops saying it is wrong; the others keep their message until the next save.
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const errorOf = (field: EditableBookingField) => {
    const key = fieldErrors[field];
    return key ? tBooking(`fieldErrors.${key}`) : undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) {
      setFieldErrors({});
      setMessage({ kind: 'noChanges' });
      return;
    }
    const errors = validateChanges(changes, today);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setMessage({ kind: 'invalid' });
      setAttempt((count) => count + 1);
      return;
    }
    setMessage(null);
    try {
      await update({ bookingNumber: booking.bookingNumber, changes }).unwrap();
      onSaved();
    } catch (error) {
      const failure = editFailureOf(error as Parameters<typeof editFailureOf>[0]);
      if (failure.kind === 'fields') {
        setFieldErrors(failure.fieldErrors);
        setMessage({ kind: 'invalid' });
        setAttempt((count) => count + 1);
      } else if (failure.kind === 'notEditable') {
        setMessage({ kind: 'notEditable' });
      } else {
        setMessage({ kind: 'failed', errorKey: specificApiErrorKey(error as Parameters<typeof specificApiErrorKey>[0]) });
      }
    }
  };

  let alert: ReactNode = null;
  if (message?.kind === 'noChanges') alert = <FormAlert tone="info">{t('edit.noChanges')}</FormAlert>;
  if (message?.kind === 'invalid') alert = <FormAlert tone="error">{t('edit.invalid')}</FormAlert>;
  if (message?.kind === 'notEditable') alert = <FormAlert tone="error" focusOnShow>{tErrors('BOOKING_NOT_EDITABLE')}</FormAlert>;
  if (message?.kind === 'failed') {
    alert = (
      <FormAlert tone="error" focusOnShow>
        {message.errorKey && message.errorKey !== 'VALIDATION_FAILED' ? tErrors(message.errorKey) : t('edit.failed')}
      </FormAlert>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="edit-reservation-heading" className="space-y-5">
      <div>
        <h2 id="edit-reservation-heading" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          {t('edit.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('edit.lead')}</p>
      </div>
      {alert}
      <TextField label={t('edit.serviceLocked')} value={bookedServiceText(booking, language).name} readOnly className="max-w-md" />
      <Group legend={t('details.dateTime')}>
        <TextField
          label={tBooking('fields.scheduledDate')}
          type="date"
          name="scheduledDate"
          required
          min={today}
          value={values.scheduledDate}
          onChange={set('scheduledDate')}
          error={errorOf('scheduledDate')}
        />
        <SelectField
          label={t('edit.time')}
          name="scheduledTime"
          hint={t('edit.timeHint')}
          value={values.scheduledTime}
          onChange={set('scheduledTime')}
          error={errorOf('scheduledTime')}
        >
          {!slotOptions(values.scheduledTime).includes(values.scheduledTime) && (
            <option value={values.scheduledTime}>{formatBookingTime(values.scheduledTime, language)}</option>
          )}
          {slotOptions(values.scheduledTime).map((slot) => (
            <option key={slot} value={slot}>
              {formatBookingTime(slot, language)}
            </option>
          ))}
        </SelectField>
      </Group>
      <Group legend={t('details.address')}>
        <TextField
          label={tBooking('fields.address')}
          name="address"
          autoComplete="street-address"
          required
          value={values.address}
          onChange={set('address')}
          error={errorOf('address')}
          className="sm:col-span-2"
        />
        <TextField
          label={tBooking('fields.apartmentOptional')}
          name="apartment"
          value={values.apartment}
          onChange={set('apartment')}
          error={errorOf('apartment')}
        />
        <TextField
          label={tBooking('fields.city')}
          name="city"
          autoComplete="address-level2"
          required
          value={values.city}
          onChange={set('city')}
          error={errorOf('city')}
        />
        <TextField
          label={tBooking('fields.postalCode')}
          name="postalCode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          required
          hint={t('edit.postalCodeHint')}
          value={values.postalCode}
          onChange={set('postalCode')}
          onBlur={() => setValues((current) => ({ ...current, postalCode: formatCanadianPostalCode(current.postalCode.trim()) }))}
          error={errorOf('postalCode')}
        />
        <TextareaField
          label={tBooking('fields.descriptionOptional')}
          name="description"
          rows={4}
          value={values.description}
          onChange={set('description')}
          error={errorOf('description')}
          className="sm:col-span-2"
        />
      </Group>
      <Group legend={t('details.contact')}>
        <TextField
          label={tBooking('fields.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={set('firstName')}
          error={errorOf('firstName')}
        />
        <TextField
          label={tBooking('fields.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={set('lastName')}
          error={errorOf('lastName')}
        />
        <TextField
          label={tBooking('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errorOf('email')}
        />
        <TextField
          label={tBooking('fields.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={set('phone')}
          onBlur={() => setValues((current) => ({ ...current, phone: formatPhoneForDisplay(normalizePhone(current.phone.trim())) }))}
          error={errorOf('phone')}
        />
      </Group>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={isLoading} busyLabel={t('edit.saving')}>
          {t('edit.save')}
        </SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          disabled={isLoading}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
        >
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}
