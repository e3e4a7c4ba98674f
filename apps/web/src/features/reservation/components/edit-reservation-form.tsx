import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_FIELD_MAX_LENGTH,
  formatCanadianPostalCode,
  formatPhone,
  normalizePhone,
  PARKING_OPTIONS,
  todayInToronto,
  type LateFeeRequiredDetails,
  type ReservationView,
} from '@hm/contracts';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { EmailField, PhoneField, PostalCodeField } from '../../../components/ui/contact-fields';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { specificApiErrorKey, type ErrorMessageKey } from '../../../lib/api-error';
import { formatBookingTime, slotOptions, type FieldErrorKey } from '../../booking';
import { useUpdateReservationMutation } from '../api';
import { bookedServiceText } from '../service-text';
import { customerChangeIsLate, lateFeeRefusalOf } from '../change-policy';
import { changedFields, editFailureOf, editValuesOf, validateChanges, type EditValues } from '../edit-form';
import { FeeChargedToCard, useDeadlineParts, useFeeFormat } from './change-policy';

interface EditReservationFormProps {
  booking: ReservationView;
  onSaved: () => void;
  onCancel: () => void;
}

type FormMessage = { kind: 'noChanges' } | { kind: 'notEditable' } | { kind: 'failed'; errorKey?: ErrorMessageKey };

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * Edit mode: the editable fields, checked like a new booking; only changes are sent. The customer
 * who moves the date or time after the free-change deadline is told the fee and must tick that
 * they accept it before saving.
 */
export function EditReservationForm({ booking, onSaved, onCancel }: EditReservationFormProps) {
  const { t } = useTranslation('reservation');
  const { t: tBooking } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const clock = useClock();
  const [initial] = useState<EditValues>(() => editValuesOf(booking));
  const [today] = useState(todayInToronto);
  const form = useRuleForm({
    defaultValues: initial,
    // Only the changed fields are judged (they alone are sent).
    check: (values) => validateChanges(changedFields(initial, values), today),
    message: (key: FieldErrorKey) => tBooking(`fieldErrors.${key}`),
  });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [update, { isLoading }] = useUpdateReservationMutation();
  const time = form.watch('scheduledTime');
  const fee = useFeeFormat();
  const deadline = useDeadlineParts();
  // Late on this device's clock when the form opened, or as the API answered a save.
  const [late, setLate] = useState<LateFeeRequiredDetails | null>(() =>
    booking.changePolicy && customerChangeIsLate(booking)
      ? { feeCents: booking.changePolicy.lateFeeCents, freeUntil: booking.changePolicy.freeUntil }
      : null,
  );
  const [feeAccepted, setFeeAccepted] = useState(false);
  const [feeMissing, setFeeMissing] = useState(false);
  // Bumped by each save refused for the missing consent: the box gets the focus.
  const [feeFocus, setFeeFocus] = useState(0);
  const feeBoxRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (feeFocus > 0) feeBoxRef.current?.focus();
  }, [feeFocus]);
  const moving = form.watch('scheduledDate') !== initial.scheduledDate || time !== initial.scheduledTime;
  const feeDue = late !== null && moving;

  const onValid = async (values: EditValues) => {
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) {
      setMessage({ kind: 'noChanges' });
      return;
    }
    if (feeDue && !feeAccepted) {
      setFeeMissing(true);
      setFeeFocus((count) => count + 1);
      return;
    }
    try {
      await update({ bookingNumber: booking.bookingNumber, changes: feeDue ? { ...changes, acceptLateFee: true } : changes }).unwrap();
      onSaved();
    } catch (error) {
      const failure = editFailureOf(error as Parameters<typeof editFailureOf>[0]);
      const refusal = lateFeeRefusalOf(error as Parameters<typeof lateFeeRefusalOf>[0]);
      if (refusal) {
        // The deadline passed while the form was open: the fee is stated below, to accept first.
        setLate(refusal);
        setMessage({ kind: 'failed', errorKey: 'LATE_FEE_NOT_ACCEPTED' });
      } else if (failure.kind === 'fields') {
        form.setErrors(failure.fieldErrors);
      } else if (failure.kind === 'notEditable') {
        setMessage({ kind: 'notEditable' });
      } else {
        setMessage({ kind: 'failed', errorKey: specificApiErrorKey(error as Parameters<typeof specificApiErrorKey>[0]) });
      }
    }
  };

  let alert: ReactNode = null;
  if (message?.kind === 'noChanges') alert = <FormAlert tone="info">{t('edit.noChanges')}</FormAlert>;
  if (form.hasErrors) alert = <FormAlert tone="error">{t('edit.invalid')}</FormAlert>;
  if (message?.kind === 'notEditable')
    alert = (
      <FormAlert tone="error" focusOnShow>
        {tErrors('BOOKING_NOT_EDITABLE')}
      </FormAlert>
    );
  if (message?.kind === 'failed') {
    alert = (
      <FormAlert tone="error" focusOnShow>
        {message.errorKey && message.errorKey !== 'VALIDATION_FAILED' ? tErrors(message.errorKey) : t('edit.failed')}
      </FormAlert>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: () => setMessage(null) })}
      aria-labelledby="edit-reservation-heading"
      className="space-y-5"
    >
      <div>
        <h2 id="edit-reservation-heading" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          {t('edit.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('edit.lead')}</p>
      </div>
      {alert}
      <TextField label={t('edit.serviceLocked')} value={bookedServiceText(booking, language).name} readOnly className="max-w-md" />
      <Group legend={t('details.dateTime')}>
        <TextField label={tBooking('fields.scheduledDate')} type="date" required min={today} {...form.field('scheduledDate')} />
        <SelectField label={t('edit.time')} hint={t('edit.timeHint')} {...form.field('scheduledTime')}>
          {!slotOptions(time).includes(time) && <option value={time}>{formatBookingTime(time, language, clock)}</option>}
          {slotOptions(time).map((slot) => (
            <option key={slot} value={slot}>
              {formatBookingTime(slot, language, clock)}
            </option>
          ))}
        </SelectField>
        {feeDue && (
          <div className="space-y-3 rounded-lg bg-amber-50 p-3 sm:col-span-2">
            <p className="font-semibold text-amber-900">
              {t('edit.lateFee', { ...deadline(late.freeUntil), fee: fee(late.feeCents) })}
              <FeeChargedToCard booking={booking} />
            </p>
            <CheckboxField
              ref={feeBoxRef}
              label={t('edit.acceptFee', { fee: fee(late.feeCents) })}
              required
              checked={feeAccepted}
              onChange={(event) => {
                setFeeAccepted(event.target.checked);
                if (event.target.checked) setFeeMissing(false);
              }}
              error={feeMissing ? t('edit.acceptFeeRequired') : undefined}
            />
          </div>
        )}
      </Group>
      <Group legend={t('details.address')}>
        <TextField
          label={tBooking('fields.address')}
          autoComplete="street-address"
          required
          className="sm:col-span-2"
          {...form.field('address')}
        />
        <TextField label={tBooking('fields.apartmentOptional')} {...form.field('apartment')} />
        <TextField label={tBooking('fields.city')} autoComplete="address-level2" required {...form.field('city')} />
        <PostalCodeField
          label={tBooking('fields.postalCode')}
          required
          hint={t('edit.postalCodeHint')}
          {...form.field('postalCode', {
            onBlur: () => form.setValue('postalCode', formatCanadianPostalCode(form.getValues('postalCode').trim())),
          })}
        />
        <TextareaField label={tBooking('fields.descriptionOptional')} rows={4} className="sm:col-span-2" {...form.field('description')} />
        <TextField
          label={tBooking('fields.accessNotesOptional')}
          hint={tBooking('steps.address.accessNotesHint')}
          maxLength={BOOKING_FIELD_MAX_LENGTH.accessNotes}
          className="sm:col-span-2"
          {...form.field('accessNotes')}
        />
        <SelectField label={tBooking('fields.parking')} {...form.field('parking')}>
          <option value="">{tBooking('parking.unset')}</option>
          {PARKING_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {tBooking(`parking.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={tBooking('fields.parkingNotesOptional')}
          maxLength={BOOKING_FIELD_MAX_LENGTH.parkingNotes}
          {...form.field('parkingNotes')}
        />
      </Group>
      <Group legend={t('details.contact')}>
        <TextField label={tBooking('fields.firstName')} autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label={tBooking('fields.lastName')} autoComplete="family-name" required {...form.field('lastName')} />
        <EmailField label={tBooking('fields.email')} required {...form.field('email')} />
        <PhoneField
          label={tBooking('fields.phone')}
          required
          {...form.field('phone', {
            onBlur: () => form.setValue('phone', formatPhone(normalizePhone(form.getValues('phone').trim()))),
          })}
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
