import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { formatCanadianPostalCode, SUPPORTED_LANGUAGES, isSupportedLanguage, type Profile } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useUpdateProfileMutation } from '../api';
import { useFlashMessage } from '../hooks/use-flash-message';
import { toProfileFormValues, toUpdateProfileRequest, type ProfileFormValues } from '../profile-values';
import { checkProfileForm, isFormValid } from '../validation';

type TextFieldName = Exclude<keyof ProfileFormValues, 'locale'>;

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const { t: tErrors } = useTranslation('errors');
  const [values, setValues] = useState<ProfileFormValues>(() => toProfileFormValues(profile));
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const flash = useFlashMessage<'profileForm.success'>();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);

  const check = submitted ? checkProfileForm(values) : null;
  const nameError = (field: 'firstName' | 'lastName') => {
    const message = check?.fields[field];
    return message ? t(`validation.${message}`) : undefined;
  };
  const set = (field: TextFieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    setServerError(null);
    flash.clear();
    if (!isFormValid(checkProfileForm(values))) {
      setAttempt((count) => count + 1);
      return;
    }
    try {
      const saved = await updateProfile(toUpdateProfileRequest(values)).unwrap();
      setValues(toProfileFormValues(saved));
      flash.show('profileForm.success');
      // The preferred language is also the one the site is shown in.
      if (saved.locale !== i18n.resolvedLanguage) void i18n.changeLanguage(saved.locale);
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
    }
  };

  const errorKey = serverError ? specificApiErrorKey(serverError) : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t('profileForm.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('profileForm.requiredNote')}</p>
      </div>
      {check?.summary && <FormAlert tone="error">{t(`validation.${check.summary}`)}</FormAlert>}
      {serverError && (
        <FormAlert tone="error" focusOnShow>
          {errorKey ? tErrors(errorKey) : t('profileForm.failed')}
        </FormAlert>
      )}
      {flash.message && <FormAlert tone="success">{t(flash.message)}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('profileForm.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={set('firstName')}
          error={nameError('firstName')}
        />
        <TextField
          label={t('profileForm.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={set('lastName')}
          error={nameError('lastName')}
        />
        <TextField
          label={t('profileForm.email')}
          type="email"
          name="email"
          value={profile.email}
          readOnly
          hint={t('profileForm.emailHint')}
          className="sm:col-span-2"
        />
        <TextField label={t('profileForm.phone')} type="tel" name="phone" autoComplete="tel" value={values.phone} onChange={set('phone')} />
        <TextField
          label={t('profileForm.address')}
          name="address"
          autoComplete="street-address"
          value={values.address}
          onChange={set('address')}
          className="sm:col-span-2"
        />
        <TextField label={t('profileForm.city')} name="city" autoComplete="address-level2" value={values.city} onChange={set('city')} />
        <TextField
          label={t('profileForm.postalCode')}
          name="postalCode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          value={values.postalCode}
          onChange={set('postalCode')}
          onBlur={() => setValues((current) => ({ ...current, postalCode: formatCanadianPostalCode(current.postalCode) }))}
        />
        <SelectField
          label={t('profileForm.locale')}
          name="locale"
          value={values.locale}
          onChange={(event) => {
            const locale = event.target.value;
            if (isSupportedLanguage(locale)) setValues((current) => ({ ...current, locale }));
          }}
          hint={t('profileForm.localeHint')}
          className="sm:col-span-2"
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {tCommon(`language.${language}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <SubmitButton busy={isLoading} busyLabel={t('profileForm.submitting')}>
        {t('profileForm.submit')}
      </SubmitButton>
    </form>
  );
}
