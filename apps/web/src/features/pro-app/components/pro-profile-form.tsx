import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { listServices } from '@hm/catalog';
import { PRO_BIO_MAX_LENGTH, type ProMyProfileView } from '@hm/contracts';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { NameFields, PhoneField } from '../../../components/ui/contact-fields';
import { FormAlert } from '../../../components/ui/form-alert';
import { RequiredMark } from '../../../components/ui/required-mark';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { translateApiError } from '../../../lib/api-error';
import { useUpdateProProfileMutation } from '../api';
import { profileFormValues, toProfileRequest, validateProfile, type ProfileFieldError } from '../profile-form';
import { CARD } from './pro-shell';

/** The pro's details: name, phone, categories, service areas and the two bios. */
export function ProProfileForm({ profile }: { profile: ProMyProfileView }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const [save, { isLoading, error, isSuccess, reset }] = useUpdateProProfileMutation();
  const form = useRuleForm({
    defaultValues: profileFormValues(profile),
    check: validateProfile,
    message: (key: ProfileFieldError) => t(`profile.errors.${key}`),
  });
  const { reset: resetForm, watch } = form;

  // The server's answer after a save (normalised) becomes the form's values.
  useEffect(() => resetForm(profileFormValues(profile)), [profile, resetForm]);
  // A change hides the last outcome.
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') reset();
    });
    return () => subscription.unsubscribe();
  }, [watch, reset]);

  // The group's one message goes under the group, not under each box.
  const { error: categoriesError, ...categories } = form.field('categories');
  return (
    <form
      onSubmit={form.onSubmit((values) => save(toProfileRequest(values)), { busy: isLoading })}
      noValidate
      className={`${CARD} space-y-4`}
      aria-labelledby="pro-profile-form"
    >
      <h2 id="pro-profile-form" className="text-lg font-bold text-slate-900">
        {t('profile.details')}
      </h2>
      {!profile.id && <FormAlert tone="info">{t('profile.firstSave')}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          labels={{ first: t('profile.firstName'), last: t('profile.lastName') }}
          first={form.field('firstName')}
          last={form.field('lastName')}
          maxLength={100}
        />
      </div>
      <PhoneField label={t('profile.phone')} required maxLength={30} {...form.field('phone')} />
      <fieldset aria-describedby={categoriesError ? 'pro-categories-error' : undefined}>
        <legend className="font-semibold text-slate-800">
          {t('profile.categories')}
          <RequiredMark />
        </legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {listServices().map((service) => (
            <CheckboxField
              key={service.id}
              label={service.name[language]}
              value={service.id}
              aria-invalid={categoriesError ? true : undefined}
              {...categories}
            />
          ))}
        </div>
        {categoriesError && (
          <p id="pro-categories-error" className="mt-1 text-sm text-red-700">
            {categoriesError}
          </p>
        )}
      </fieldset>
      <TextField label={t('profile.areas')} hint={t('profile.areasHint')} maxLength={200} {...form.field('areas')} />
      <TextareaField label={t('profile.bioFr')} rows={3} maxLength={PRO_BIO_MAX_LENGTH} lang="fr" {...form.field('bioFr')} />
      <TextareaField label={t('profile.bioEn')} rows={3} maxLength={PRO_BIO_MAX_LENGTH} lang="en" {...form.field('bioEn')} />
      {error && <FormAlert tone="error">{translateApiError(error, tErrors)}</FormAlert>}
      {isSuccess && <FormAlert tone="success">{t('profile.saved')}</FormAlert>}
      <SubmitButton busy={isLoading} busyLabel={t('profile.saving')}>
        {t('profile.save')}
      </SubmitButton>
    </form>
  );
}
