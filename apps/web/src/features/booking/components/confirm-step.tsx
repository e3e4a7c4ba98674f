import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useDispatch } from 'react-redux';
import { Trans, useTranslation } from 'react-i18next';
import { getService, getSubService, serviceOptionLabel } from '@hm/catalog';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/ui/text-field';
import { EmailField, PhoneField } from '../../../components/ui/contact-fields';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import type { ContactValues } from '../booking-request';
import { formatBookingDate, formatBookingTime } from '../date-time-format';
import { useFieldError } from '../hooks/use-field-error';
import { contactChanged, wentTo } from '../slice';
import type { BookingWizardState, ContactField, WizardStep } from '../wizard-state';
import { OfferSummary } from './offer-summary';
import { StepHeading } from './step-heading';

interface Props {
  wizard: BookingWizardState;
  contact: ContactValues;
  profileLoading: boolean;
}

const LINK_CLASS = 'rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

function SummarySection({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    // A <dl> group holds only <dt> and <dd>: the edit button is a second <dd>, placed beside the
    // title and value by the grid.
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 py-4">
      <dt className="col-start-1 row-start-1 text-sm font-semibold text-slate-600">{title}</dt>
      <dd className="col-start-1 row-start-2 mt-1 break-words text-slate-900">{children}</dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <button type="button" onClick={onEdit} className={`${LINK_CLASS} text-sm`}>
          {t('confirm.edit')}
          <span className="sr-only"> {title}</span>
        </button>
      </dd>
    </div>
  );
}

/** Step 5: what will be booked, the contact details (editable), and the terms notice. */
export function ConfirmStep({ wizard, contact, profileLoading }: Props) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const clock = useClock();
  const dispatch = useDispatch();
  const headingId = useId();
  const contactId = useId();
  const fieldError = useFieldError(wizard.fieldErrors);
  const service = wizard.serviceId ? getService(wizard.serviceId) : undefined;
  const subService = wizard.serviceId && wizard.subServiceId ? getSubService(wizard.serviceId, wizard.subServiceId) : undefined;
  const { address } = wizard;
  const edit = (step: WizardStep) => ({ onEdit: () => dispatch(wentTo(step)) });
  const contactField = (field: ContactField) => ({
    name: field,
    value: contact[field],
    required: true,
    error: fieldError(field),
    onChange: (event: { target: { value: string } }) => dispatch(contactChanged({ field, value: event.target.value })),
  });

  return (
    <section aria-labelledby={headingId}>
      <StepHeading id={headingId}>{t('steps.confirm.title')}</StepHeading>
      <p className="mt-1 text-slate-600">{t('steps.confirm.lead')}</p>
      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        <SummarySection title={t('confirm.service')} {...edit('subService')}>
          {service && <span className="block font-semibold">{service.name[language]}</span>}
          {subService && <span className="block">{serviceOptionLabel(subService, language)}</span>}
        </SummarySection>
        <SummarySection title={t('confirm.address')} {...edit('address')}>
          <span className="block">
            {address.address.trim()}
            {address.apartment.trim() && `, ${t('confirm.apartment', { apartment: address.apartment.trim() })}`}
          </span>
          <span className="block">
            {address.city.trim()} {address.postalCode.trim()}
          </span>
        </SummarySection>
        {(address.accessNotes.trim() || address.parking || address.parkingNotes.trim()) && (
          <SummarySection title={t('confirm.access')} {...edit('address')}>
            {address.accessNotes.trim() && <span className="block">{address.accessNotes.trim()}</span>}
            {(address.parking || address.parkingNotes.trim()) && (
              <span className="block">
                {[address.parking && t(`parking.${address.parking}`), address.parkingNotes.trim()].filter(Boolean).join(' · ')}
              </span>
            )}
          </SummarySection>
        )}
        {address.description.trim() && (
          <SummarySection title={t('confirm.description')} {...edit('address')}>
            <span className="whitespace-pre-line">{address.description.trim()}</span>
          </SummarySection>
        )}
        {/* In the order of the steps: the date comes after the address. */}
        <SummarySection title={t('confirm.dateTime')} {...edit('dateTime')}>
          {t('confirm.dateAtTime', {
            date: formatBookingDate(wizard.date, language),
            time: formatBookingTime(wizard.time, language, clock),
          })}
        </SummarySection>
        {subService && <OfferSummary subService={subService} address={address} phone={contact.phone} />}
      </dl>

      <fieldset className="mt-6" aria-describedby={profileLoading ? contactId : undefined}>
        <legend className="text-lg font-semibold text-slate-900">{t('confirm.contact')}</legend>
        {profileLoading && (
          <p id={contactId} role="status" className="mt-1 text-sm text-slate-600">
            {t('confirm.profileLoading')}
          </p>
        )}
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <TextField label={t('fields.firstName')} autoComplete="given-name" {...contactField('firstName')} />
          <TextField label={t('fields.lastName')} autoComplete="family-name" {...contactField('lastName')} />
          <EmailField label={t('fields.email')} {...contactField('email')} />
          <PhoneField label={t('fields.phone')} {...contactField('phone')} />
        </div>
      </fieldset>

      <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        <Trans
          t={t}
          i18nKey="confirm.notice"
          values={{ email: contact.email.trim() || t('confirm.yourEmail') }}
          components={{ terms: <Link to={paths.termsOfService.getHref()} target="_blank" className={LINK_CLASS} /> }}
        />
      </p>
    </section>
  );
}
