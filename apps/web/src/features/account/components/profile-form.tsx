import { useTranslation } from 'react-i18next';
import { formatCanadianPostalCode, SUPPORTED_LANGUAGES, type Profile } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { PhoneField, PostalCodeField } from '../../../components/ui/contact-fields';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { useUpdateProfileMutation } from '../api';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { toProfileFormValues, toUpdateProfileRequest, type ProfileFormValues } from '../profile-values';
import { SaveFailure } from './save-failure';
import { checkProfileForm, type FieldMessage } from '../validation';

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const form = useRuleForm({
    defaultValues: toProfileFormValues(profile),
    check: checkProfileForm,
    message: (key: FieldMessage) => t(`validation.${key}`),
  });
  const feedback = useSaveFeedback<'profileForm.success'>();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const onValid = async (values: ProfileFormValues) => {
    try {
      const saved = await updateProfile(toUpdateProfileRequest(values)).unwrap();
      form.reset(toProfileFormValues(saved));
      feedback.succeed('profileForm.success');
      // The preferred language is also the one the site is shown in.
      if (saved.locale !== i18n.resolvedLanguage) void i18n.changeLanguage(saved.locale);
    } catch (error) {
      feedback.fail(error);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: feedback.clear })} className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t('profileForm.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('profileForm.requiredNote')}</p>
      </div>
      {form.hasMessage('required') && <FormAlert tone="error">{t('validation.summaryRequired')}</FormAlert>}
      <SaveFailure error={feedback.serverError} fallback={t('profileForm.failed')} />
      {feedback.success && <FormAlert tone="success">{t(feedback.success)}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('profileForm.firstName')} autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label={t('profileForm.lastName')} autoComplete="family-name" required {...form.field('lastName')} />
        <TextField
          label={t('profileForm.email')}
          type="email"
          name="email"
          value={profile.email}
          readOnly
          hint={t('profileForm.emailHint')}
          className="sm:col-span-2"
        />
        <PhoneField label={t('profileForm.phone')} {...form.field('phone')} />
        <TextField label={t('profileForm.address')} autoComplete="street-address" className="sm:col-span-2" {...form.field('address')} />
        <TextField label={t('profileForm.city')} autoComplete="address-level2" {...form.field('city')} />
        <PostalCodeField
          label={t('profileForm.postalCode')}
          {...form.field('postalCode', {
            onBlur: () => form.setValue('postalCode', formatCanadianPostalCode(form.getValues('postalCode'))),
          })}
        />
        <SelectField label={t('profileForm.locale')} hint={t('profileForm.localeHint')} className="sm:col-span-2" {...form.field('locale')}>
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
