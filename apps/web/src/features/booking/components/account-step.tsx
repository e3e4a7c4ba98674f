import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { authModeChanged } from '../slice';
import type { AuthMode } from '../wizard-state';
import { InlineLoginForm } from './inline-login-form';
import { InlineSignupForm } from './inline-signup-form';
import { StepHeading } from './step-heading';

const CHOICE_CLASS =
  'flex min-h-11 w-full flex-col items-start rounded-xl border border-slate-300 bg-white p-4 text-left hover:border-brand-500 hover:bg-brand-50';

/**
 * Step 4, for signed-out users only: a choice, then a login or a signup
 * form, with links between them and a back arrow to the choice. Signing in or up moves
 * the wizard on to the confirmation (the session change does it, booking-wizard.tsx).
 */
export function AccountStep({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  const headingId = useId();
  // Typed once, kept when switching between the forms. Passwords stay in each form.
  const [email, setEmail] = useState('');
  const switchTo = (next: AuthMode) => dispatch(authModeChanged(next));

  if (mode === 'login') {
    return <InlineLoginForm email={email} onEmailChange={setEmail} onSwitch={switchTo} />;
  }
  if (mode === 'signup') {
    return <InlineSignupForm email={email} onEmailChange={setEmail} onSwitch={switchTo} />;
  }
  return (
    <section aria-labelledby={headingId}>
      <StepHeading id={headingId}>{t('account.choice.title')}</StepHeading>
      <p className="mt-1 text-slate-600">{t('account.choice.lead')}</p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={() => switchTo('login')} className={CHOICE_CLASS}>
          <span className="font-semibold text-slate-900">{t('account.choice.login')}</span>
          <span className="mt-1 text-sm text-slate-600">{t('account.choice.loginText')}</span>
        </button>
        <button type="button" onClick={() => switchTo('signup')} className={CHOICE_CLASS}>
          <span className="font-semibold text-slate-900">{t('account.choice.signup')}</span>
          <span className="mt-1 text-sm text-slate-600">{t('account.choice.signupText')}</span>
        </button>
      </div>
    </section>
  );
}
