import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usePageTitle } from '../../../hooks/use-page-title';
import { specificApiErrorKey } from '../../../lib/api-error';
import { AuthCard, useSession } from '../../auth';
import { useCheckUnsubscribeLinkQuery, useUnsubscribeMutation } from '../api';

/**
 * /unsubscribe?token=…, the footer link of switchable e-mails. Opening it changes nothing (link
 * scanners open links too): the page says which e-mails would stop, and a button stops them.
 */
export function UnsubscribePage() {
  const title = usePageTitle('unsubscribe');
  const { t } = useTranslation('unsubscribe');
  const { t: tErrors } = useTranslation('errors');
  const session = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useCheckUnsubscribeLinkQuery(token, { skip: !token });
  const [unsubscribe, done] = useUnsubscribeMutation();

  // Signed out, /profile sends home: signing in first comes back to the notifications tab.
  // The profile page opens the tab named in ?tab=.
  const settings = `${paths.profile.getHref()}?tab=notifications`;
  const settingsHref = session.status === 'signed-in' ? settings : paths.login.getHref(settings);
  const settingsLink = (
    <ButtonLink to={settingsHref} variant="secondary" className="mt-5 w-full">
      {t('settings')}
    </ButtonLink>
  );

  const failure = !token
    ? t('missingToken')
    : (check.error ?? done.error)
      ? tErrors(specificApiErrorKey(check.error ?? done.error) ?? 'INVALID_UNSUBSCRIBE_LINK')
      : null;
  if (failure) {
    return (
      <AuthCard title={title}>
        <FormAlert tone="error" title={t('invalidTitle')}>
          {failure}
        </FormAlert>
        {settingsLink}
      </AuthCard>
    );
  }
  if (!check.data) {
    return (
      <AuthCard title={title}>
        <p role="status" className="text-slate-700">
          {t('checking')}
        </p>
      </AuthCard>
    );
  }

  const category = check.data.category;
  if (done.data) {
    return (
      <AuthCard title={title}>
        <FormAlert tone="success" title={t('doneTitle')}>
          {t('done', { category: t(`categories.${category}`) })}
        </FormAlert>
        {settingsLink}
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void unsubscribe(token);
  };
  return (
    <AuthCard title={title}>
      <form onSubmit={submit} noValidate>
        <p className="text-slate-800">{t('question', { category: t(`categories.${category}`) })}</p>
        <p className="mt-3 text-sm text-slate-600">{t('alwaysSent')}</p>
        <SubmitButton busy={done.isLoading} busyLabel={t('submitting')} className="mt-6 w-full">
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
