import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { AddressAutocomplete } from '../address-autocomplete/address-autocomplete';
import type { ParsedAddress } from '../address-autocomplete/parse-place';
import { useFieldError } from '../hooks/use-field-error';
import { addressChanged, postalCodeLeft } from '../slice';
import type { AddressField, BookingWizardState } from '../wizard-state';
import { StepHeading } from './step-heading';

type Props = Pick<BookingWizardState, 'address' | 'fieldErrors'>;

/** Step 3: where the job is; apartment and description are optional. */
export function AddressStep({ address, fieldErrors }: Props) {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  const headingId = useId();
  const fieldError = useFieldError(fieldErrors);
  const change = (field: AddressField) => (event: { target: { value: string } }) =>
    dispatch(addressChanged({ field, value: event.target.value }));
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
        <TextField
          label={t('fields.address')}
          name="address"
          autoComplete="address-line1"
          required
          value={address.address}
          onChange={change('address')}
          error={fieldError('address')}
        />
        <TextField
          label={t('fields.apartmentOptional')}
          name="apartment"
          autoComplete="address-line2"
          value={address.apartment}
          onChange={change('apartment')}
          error={fieldError('apartment')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('fields.city')}
            name="city"
            autoComplete="address-level2"
            required
            value={address.city}
            onChange={change('city')}
            error={fieldError('city')}
          />
          <TextField
            label={t('fields.postalCode')}
            name="postalCode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            required
            value={address.postalCode}
            onChange={change('postalCode')}
            onBlur={() => dispatch(postalCodeLeft())}
            hint={t('steps.address.postalCodeHint')}
            error={fieldError('postalCode')}
          />
        </div>
        <TextareaField
          label={t('fields.descriptionOptional')}
          name="description"
          rows={4}
          value={address.description}
          onChange={change('description')}
          hint={t('steps.address.descriptionHint')}
          error={fieldError('description')}
        />
      </div>
    </section>
  );
}
