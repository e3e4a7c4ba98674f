import { useTranslation } from 'react-i18next';
import { PROGRESS_STEPS, type WizardStep } from '../wizard-state';
import { progressPosition } from '../wizard-steps';

/** Steps 1 to 5 with their labels; the current one is marked for assistive technology. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const { t } = useTranslation('booking');
  const position = progressPosition(step);
  const current = PROGRESS_STEPS[Math.min(position, PROGRESS_STEPS.length - 1)] ?? 'subService';
  return (
    <div>
      <p className="text-sm font-semibold text-slate-700">
        {t('progress.summary', { current: Math.min(position + 1, PROGRESS_STEPS.length), total: PROGRESS_STEPS.length })}
        <span className="text-slate-500"> · </span>
        <span className="text-brand-800">{t(`progress.steps.${current}`)}</span>
      </p>
      <ol aria-label={t('progress.label')} className="mt-2 grid grid-cols-5 gap-1.5">
        {PROGRESS_STEPS.map((progressStep, index) => {
          const state = index < position ? 'done' : index === position ? 'current' : 'upcoming';
          return (
            <li key={progressStep} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <span aria-hidden="true" className={`block h-1.5 rounded-full ${state === 'upcoming' ? 'bg-slate-200' : 'bg-brand-600'}`} />
              <span
                className={`mt-1 hidden truncate text-xs sm:block ${state === 'current' ? 'font-semibold text-brand-800' : 'text-slate-600'}`}
              >
                {t(`progress.steps.${progressStep}`)}
                <span className="sr-only"> {t(`progress.state.${state}`)}</span>
              </span>
              <span className="sr-only sm:hidden">
                {t(`progress.steps.${progressStep}`)} {t(`progress.state.${state}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
