import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSimpleEmail } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { EmailField } from '../../../components/ui/contact-fields';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import type { FieldMessages } from '../../../lib/form/rule-resolver';
import { useSubscribeNewsletterMutation } from '../api';

/** The sidebar's Stay Updated e-mail capture, stored by the API. */
export function NewsletterForm() {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const headingId = useId();
  const form = useRuleForm({
    defaultValues: { email: '' },
    check: ({ email }): FieldMessages<{ email: string }> => (isSimpleEmail(email.trim()) ? {} : { email: 'invalidEmail' }),
    message: (key: 'invalidEmail') => t(`sidebar.${key}`),
  });
  const [subscribe, { isLoading, isSuccess, isError, reset }] = useSubscribeNewsletterMutation();

  const onValid = async ({ email }: { email: string }) => {
    try {
      await subscribe({ email: email.trim(), locale: language }).unwrap();
      form.reset();
    } catch {
      // Shown by isError below.
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-brand-800 p-5 text-white">
      <h2 id={headingId} className="text-lg font-bold">
        {t('sidebar.newsletterTitle')}
      </h2>
      <p className="mt-1 text-sm text-brand-50">{t('sidebar.newsletterText')}</p>
      <form
        noValidate
        onSubmit={form.onSubmit(onValid, { busy: isLoading })}
        className="mt-4 space-y-3 rounded-lg bg-white p-3 text-slate-900"
      >
        <EmailField
          label={t('sidebar.emailLabel')}
          placeholder={t('sidebar.emailPlaceholder')}
          // Typing again hides the last outcome.
          {...form.field('email', {
            onChange: () => {
              if (isSuccess || isError) reset();
            },
          })}
        />
        <SubmitButton busy={isLoading} busyLabel={t('sidebar.subscribing')} className="w-full">
          {t('sidebar.subscribe')}
        </SubmitButton>
        <div aria-live="polite">{isSuccess && <FormAlert tone="success">{t('sidebar.subscribed')}</FormAlert>}</div>
        {isError && <FormAlert tone="error">{t('sidebar.subscribeFailed')}</FormAlert>}
      </form>
    </section>
  );
}
