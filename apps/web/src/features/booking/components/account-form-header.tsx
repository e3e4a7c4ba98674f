import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading';

/** The login and signup forms' heading, with the back arrow to the choice. */
export function AccountFormHeader({ id, title, onBack }: { id: string; title: string; onBack: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={onBack}
        aria-label={t('account.backToChoice')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M19 12H5M11 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <StepHeading id={id}>{title}</StepHeading>
    </div>
  );
}
