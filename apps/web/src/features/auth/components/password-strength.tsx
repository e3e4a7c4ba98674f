import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordChecklist, type PasswordStrengthScore } from '@hm/contracts';

const BAR_COLOURS: Record<PasswordStrengthScore, string> = {
  0: 'bg-slate-200',
  1: 'bg-red-600',
  2: 'bg-orange-500',
  3: 'bg-amber-400',
  4: 'bg-green-600',
};

const CHECKLIST_ITEMS = ['minLength', 'uppercase', 'digit', 'specialCharacter'] as const satisfies (keyof PasswordChecklist)[];

/** The 0-4 strength meter with its label, and the checklist of what makes a strong password. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const { score, label, checklist } = passwordStrength(password);
  return (
    <div className="mt-3">
      <div aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={`h-1.5 flex-1 rounded-full ${step <= score ? BAR_COLOURS[score] : 'bg-slate-200'}`} />
        ))}
      </div>
      <p aria-live="polite" className="mt-2 text-sm font-medium text-slate-800">
        {t('strength.label', { strength: t(`strength.${label}`) })}
      </p>
      <p className="mt-2 text-sm text-slate-700">{t('checklist.title')}</p>
      <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
        {CHECKLIST_ITEMS.map((item) => {
          const met = checklist[item];
          return (
            <li key={item} className={`flex items-center gap-2 ${met ? 'text-green-800' : 'text-slate-600'}`}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
                {met ? <path d="m4 10.5 4 4 8-9" /> : <circle cx="10" cy="10" r="6" />}
              </svg>
              <span>
                {t(`checklist.${item}`)}
                <span className="sr-only"> ({t(met ? 'checklist.met' : 'checklist.unmet')})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The live 'Passwords match' line under a confirmation field (nothing until both are typed). */
export function PasswordsMatch({ password, confirmation }: { password: string; confirmation: string }) {
  const { t } = useTranslation('auth');
  const matches = password !== '' && confirmation === password;
  return (
    <div aria-live="polite" className="min-h-5 text-sm font-medium text-green-800">
      {matches && t('passwordsMatch')}
    </div>
  );
}
