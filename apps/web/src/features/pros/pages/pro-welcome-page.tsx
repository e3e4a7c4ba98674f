import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { InvitationView } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { specificApiErrorKey } from '../../../lib/api-error';
import { AuthCard, NewPasswordFields, checkNewPasswordForm, type NewPasswordValues } from '../../auth';
import { useAcceptInvitationMutation, useCheckInvitationMutation } from '../api';

// Where a pro lands, signed in, once the password is set: the pro app.
const AFTER_WELCOME = paths.proHome.getHref();

/** The message keys of the password rules (the `auth` namespace's `validation` group). */
type PasswordMessage = NonNullable<ReturnType<typeof checkNewPasswordForm>['fields'][keyof NewPasswordValues]>;

type Invitation =
  | { status: 'checking' }
  | { status: 'invalid'; error: FetchBaseQueryError | SerializedError | null }
  | { status: 'valid'; view: InvitationView };

/** /pro/welcome?token=…: an approved professional chooses a password and is signed in. */
export function ProWelcomePage() {
  usePageTitle('proWelcome');
  const { t } = useTranslation('proWelcome');
  // The document title says what to do; the heading welcomes the pro.
  const { t: tAuth } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [invitation, setInvitation] = useState<Invitation>(token ? { status: 'checking' } : { status: 'invalid', error: null });
  const form = useRuleForm({
    defaultValues: { password: '', confirmPassword: '' },
    check: (values) => checkNewPasswordForm(values).fields,
    message: (key: PasswordMessage) => tAuth(`validation.${key}`),
  });
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const [checkInvitation] = useCheckInvitationMutation();
  const [acceptInvitation, { isLoading }] = useAcceptInvitationMutation();

  useEffect(() => {
    if (!token) return;
    let current = true;
    void checkInvitation({ token }).then((answer) => {
      if (!current) return;
      setInvitation(answer.data ? { status: 'valid', view: answer.data } : { status: 'invalid', error: answer.error ?? null });
    });
    return () => {
      current = false;
    };
  }, [token, checkInvitation]);

  if (invitation.status === 'checking') {
    return (
      <AuthCard title={t('title')}>
        <p role="status" className="text-slate-700">
          {t('checking')}
        </p>
      </AuthCard>
    );
  }

  if (invitation.status === 'invalid' || !token) {
    const errorKey = invitation.status === 'invalid' && invitation.error ? specificApiErrorKey(invitation.error) : undefined;
    return (
      <AuthCard title={t('title')}>
        <FormAlert tone="error" title={t('invalidTitle')}>
          {token ? tErrors(errorKey ?? 'INVALID_INVITATION') : t('missingToken')}
        </FormAlert>
        <ButtonLink to={paths.home.getHref()} variant="secondary" className="mt-5 w-full">
          {t('home')}
        </ButtonLink>
      </AuthCard>
    );
  }

  const onValid = async ({ password }: NewPasswordValues) => {
    const answer = await acceptInvitation({ token, password });
    if ('data' in answer) void navigate(AFTER_WELCOME, { replace: true });
    else setServerError(answer.error);
  };

  const errorKey = serverError ? specificApiErrorKey(serverError) : undefined;
  const { firstName, email } = invitation.view;

  return (
    <AuthCard title={t('title')} lead={t('lead', { firstName, email })}>
      <form noValidate onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: () => setServerError(null) })} className="space-y-5">
        {form.hasMessage('required') && <FormAlert tone="error">{tAuth('validation.summaryRequired')}</FormAlert>}
        {serverError && (
          <FormAlert tone="error" focusOnShow>
            {errorKey ? tErrors(errorKey) : t('error')}
          </FormAlert>
        )}
        {/* Lets password managers save the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields form={form} labels={{ password: t('password'), confirm: t('confirm'), rule: t('rule') }} />
        <SubmitButton busy={isLoading} busyLabel={t('submitting')} className="w-full">
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
