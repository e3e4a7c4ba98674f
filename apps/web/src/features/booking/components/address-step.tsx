import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { PostalCodeField } from '../../../components/ui/contact-fields';
import { TextareaField } from '../../../components/ui/textarea-field';
import { AddressAutocomplete } from '../address-autocomplete/address-autocomplete';
import type { ParsedAddress } from '../address-autocomplete/parse-place';
import { useFieldError } from '../hooks/use-field-error';
import { useServiceArea } from '../hooks/use-service-area';
import { addressChanged, postalCodeLeft } from '../slice';
import type { AddressField, BookingWizardState } from '../wizard-state';
import { ServiceAreaNotice } from './service-area-notice';
import { StepHeading } from './step-heading';

type Props = Pick<BookingWizardState, 'serviceId' | 'address' | 'fieldErrors'>;

/**
 * Step 3: where the job is; apartment and description are optional. A postal code outside Quebec,
 * or where no pro of the service works yet, is said under the fields (with the area's waitlist).
 */
export function AddressStep({ serviceId, address, fieldErrors }: Props) {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
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
      </div>
    </section>
  );
}
