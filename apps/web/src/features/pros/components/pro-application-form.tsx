import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { listServices } from '@hm/catalog';
import {
  ApiErrorCode,
  PRO_APPLICATION_MAX_LENGTH,
  ProfessionalApplicationFieldError,
  professionalPhoneError,
  publicFormEmailError,
  publicFormNameError,
  SUCCESS_MESSAGE_DISPLAY_MS,
} from '@hm/contracts';
import { FIELD_ERROR_CLASS, FIELD_LABEL_CLASS } from '../../../components/ui/field-classes';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { EmailField, NameFields, PhoneField } from '../../../components/ui/contact-fields';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { HoneypotField } from '../../public-forms';
import { useApplyAsProfessionalMutation } from '../api';
import { useHydrated } from '../../../hooks/use-hydrated';

type Values = { firstName: string; lastName: string; email: string; phone: string; serviceCategory: string };
type FieldName = keyof Values;
type FieldCodes = Partial<Record<FieldName, ProfessionalApplicationFieldError>>;
/** Professional signup form: idle, submitting, success (3 s, cleared), exists (yellow) or error (red). */
type Status = 'idle' | 'submitting' | 'success' | 'exists' | 'error';
type Failure = 'error' | 'unexpected' | 'network' | 'rateLimited';

const SERVICES = listServices();
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', serviceCategory: SERVICES[0]?.id ?? '' };
const FIELD_CODES = new Set<string>(Object.values(ProfessionalApplicationFieldError));

function validate(values: Values): FieldCodes {
  const codes: FieldCodes = {};
  const set = (name: FieldName, code: string | null) => {
    if (code) codes[name] = code as ProfessionalApplicationFieldError;
  };
  set('firstName', publicFormNameError(values.firstName));
  set('lastName', publicFormNameError(values.lastName));
  set('email', publicFormEmailError(values.email));
  set('phone', professionalPhoneError(values.phone));
  set('serviceCategory', values.serviceCategory ? null : ProfessionalApplicationFieldError.InvalidCategory);
  return codes;
}

/** How the API refused: 409 is the yellow 'exists' state; 400 names fields; the rest is a red error. */
function readRefusal(error: FetchBaseQueryError | SerializedError): { exists: true } | { fields: FieldCodes } | { failure: Failure } {
  if (!('status' in error)) return { failure: 'unexpected' };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return { failure: 'network' };
  const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as {
    code?: unknown;
    fields?: Record<string, unknown>;
  };
  if (error.status === 409 && body.code === ApiErrorCode.PROFESSIONAL_ALREADY_REGISTERED) return { exists: true };
  if (error.status === 429) return { failure: 'rateLimited' };
  if (error.status === 400 && body.fields) {
    const fields: FieldCodes = {};
    for (const [name, codes] of Object.entries(body.fields)) {
      const first: unknown = Array.isArray(codes) ? codes[0] : codes;
      if (name in EMPTY && typeof first === 'string' && FIELD_CODES.has(first))
        fields[name as FieldName] = first as ProfessionalApplicationFieldError;
    }
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { failure: typeof error.status === 'number' && error.status >= 500 ? 'unexpected' : 'error' };
}

/** The /grow-business waitlist signup: registers a pending professional. */
export function ProApplicationForm() {
  const { t } = useTranslation('growBusiness');
  const language = useLanguage();
  const hydrated = useHydrated();
  const honeypot = useRef<HTMLInputElement>(null);
  const categoryLegendId = useId();
  const categoryErrorId = useId();
  const form = useRuleForm({
    defaultValues: EMPTY,
    check: validate,
    message: (code: ProfessionalApplicationFieldError) => t(`fieldErrors.${code}`),
  });
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<Failure>('error');
  const [apply] = useApplyAsProfessionalMutation();

  // The success message stays 3 s, then the form is idle again.
  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => setStatus('idle'), SUCCESS_MESSAGE_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onValid = async (values: Values) => {
    setStatus('submitting');
    const answer = await apply({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      serviceCategory: values.serviceCategory,
      locale: language,
      website: honeypot.current?.value ?? '',
    });
    if ('data' in answer) {
      form.reset(EMPTY);
      setStatus('success');
      return;
    }
    const refusal = readRefusal(answer.error);
    if ('exists' in refusal) setStatus('exists');
    else if ('fields' in refusal) {
      form.setErrors(refusal.fields);
      setStatus('idle');
    } else {
      setFailure(refusal.failure);
      setStatus('error');
    }
  };

  // An arrow: the honeypot's ref is read on submit, not while rendering.
  const onSubmit = (event: FormEvent) =>
    form.onSubmit(onValid, { busy: status === 'submitting', onAttempt: () => setStatus('idle') })(event);
  const categoryError = form.errorOf('serviceCategory');
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <HoneypotField inputRef={honeypot} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameFields
          labels={{ first: t('form.firstName'), last: t('form.lastName') }}
          first={form.field('firstName')}
          last={form.field('lastName')}
          maxLength={PRO_APPLICATION_MAX_LENGTH.name}
        />
        <EmailField label={t('form.email')} required maxLength={PRO_APPLICATION_MAX_LENGTH.email} {...form.field('email')} />
        <PhoneField label={t('form.phone')} required maxLength={PRO_APPLICATION_MAX_LENGTH.phone} {...form.field('phone')} />
      </div>
      <fieldset aria-describedby={categoryError ? categoryErrorId : undefined}>
        <legend id={categoryLegendId} className={FIELD_LABEL_CLASS}>
          {t('form.category')}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {SERVICES.map((service) => (
            <label
              key={service.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
            >
              <input
                type="radio"
                value={service.id}
                disabled={!hydrated}
                className="size-4 accent-brand-700"
                {...form.register('serviceCategory')}
              />
              {service.name[language]}
            </label>
          ))}
        </div>
        <div id={categoryErrorId} aria-live="polite">
          {categoryError && <p className={FIELD_ERROR_CLASS}>{categoryError}</p>}
        </div>
      </fieldset>
      <SubmitButton busy={status === 'submitting'} busyLabel={t('form.submitting')} className="w-full sm:w-auto">
        {t('form.submit')}
      </SubmitButton>
      {status === 'success' && <FormAlert tone="success">{t('form.success')}</FormAlert>}
      {status === 'exists' && (
        <FormAlert tone="info" focusOnShow>
          {t('form.exists')}
        </FormAlert>
      )}
      {status === 'error' && (
        <FormAlert tone="error" focusOnShow>
          {t(`form.${failure}`)}
        </FormAlert>
      )}
    </form>
  );
}
