import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { BOOKING_FIELD_MAX_LENGTH as MAX, PARKING_OPTIONS } from '@hm/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { PostalCodeField } from '../../../components/ui/contact-fields';
import { TextareaField } from '../../../components/ui/textarea-field';
import { AddressAutocomplete } from '../address-autocomplete/address-autocomplete';
import type { ParsedAddress } from '../address-autocomplete/parse-place';
import { useFieldError } from '../hooks/use-field-error';
import { usePrefillAddress } from '../hooks/use-prefill-address';
import { useServiceArea } from '../hooks/use-service-area';
import { addressChanged, postalCodeLeft } from '../slice';
import type { AddressField, BookingWizardState } from '../wizard-state';
import { ServiceAreaNotice } from './service-area-notice';
import { StepHeading } from './step-heading';

type Props = Pick<BookingWizardState, 'serviceId' | 'address' | 'addressPrefilled' | 'fieldErrors'>;

/**
 * Step 2 (before the date: the free times depend on it): where the job is, prefilled from the
 * profile; apartment, description, access notes and parking are optional (the last two are shown
 * to the assigned pro only). A postal code outside Quebec, or where no pro of the service works
 * yet, is said under the fields (with the area's waitlist).
 */
export function AddressStep({ serviceId, address, addressPrefilled, fieldErrors }: Props) {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  usePrefillAddress(addressPrefilled);
  const headingId = useId();
  const fieldError = useFieldError(fieldErrors);
  const area = useServiceArea(serviceId, address.postalCode);
  // A field's name, value, change and error, as the components/ui fields take them.
  const bind = (field: AddressField) => ({
    name: field,
    value: address[field],
    onChange: (event: { target: { value: string } }) => dispatch(addressChanged({ field, value: event.target.value })),
    error: fieldError(field),
  });
  const fillFromPlace = (place: ParsedAddress) => {
    dispatch(addressChanged({ field: 'address', value: place.address }));
    if (place.city) dispatch(addressChanged({ field: 'city', value: place.city }));
    if (place.postalCode) dispatch(addressChanged({ field: 'postalCode', value: place.postalCode }));
  };
  return (
    <section aria-labelledby={headingId}>
      <StepHeading id={headingId}>{t('steps.address.title')}</StepHeading>
      <p className="mt-1 text-slate-600">{t('steps.address.lead')}</p>
      <div className="mt-5 space-y-5">
        <AddressAutocomplete onAddress={fillFromPlace} />
        <TextField label={t('fields.address')} autoComplete="address-line1" required {...bind('address')} />
        <TextField label={t('fields.apartmentOptional')} autoComplete="address-line2" {...bind('apartment')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('fields.city')} autoComplete="address-level2" required {...bind('city')} />
          <PostalCodeField
            label={t('fields.postalCode')}
            required
            hint={t('steps.address.postalCodeHint')}
            onBlur={() => dispatch(postalCodeLeft())}
            {...bind('postalCode')}
          />
        </div>
        <ServiceAreaNotice state={area.state} fsa={area.fsa} serviceId={serviceId} postalCode={address.postalCode} />
        <TextareaField
          label={t('fields.descriptionOptional')}
          rows={4}
          hint={t('steps.address.descriptionHint')}
          {...bind('description')}
        />
        <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">{t('steps.address.accessLegend')}</legend>
          <p className="text-sm text-slate-600">{t('steps.address.accessLead')}</p>
          <TextField
            label={t('fields.accessNotesOptional')}
            hint={t('steps.address.accessNotesHint')}
            maxLength={MAX.accessNotes}
            {...bind('accessNotes')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label={t('fields.parking')} {...bind('parking')}>
              <option value="">{t('parking.unset')}</option>
              {PARKING_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`parking.${option}`)}
                </option>
              ))}
            </SelectField>
            <TextField label={t('fields.parkingNotesOptional')} maxLength={MAX.parkingNotes} {...bind('parkingNotes')} />
          </div>
        </fieldset>
      </div>
    </section>
  );
}
