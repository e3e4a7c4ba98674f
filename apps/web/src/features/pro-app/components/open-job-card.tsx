import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProJobView } from '@hm/contracts';
import { translateApiError } from '../../../lib/api-error';
import { useAcceptJobMutation } from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { JobSummary } from './job-summary';
import { CARD, PRIMARY } from './pro-shell';

/** An open job offered to the pro: the area, never the customer, until the pro accepts it. */
export function OpenJobCard({ job, onAccepted }: { job: ProJobView; onAccepted: (bookingNumber: string) => void }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const [open, setOpen] = useState(false);
  const [accept, { isLoading, error, reset }] = useAcceptJobMutation();

  const confirm = async () => {
    const result = await accept(job.bookingNumber);
    if (!('error' in result)) {
      setOpen(false);
      onAccepted(job.bookingNumber);
    }
  };

  return (
    <li className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <JobSummary job={job} />
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">{t(`proximity.${job.proximity}`)}</span>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('open.private')}</p>
      <button
        type="button"
        className={`${PRIMARY} mt-4 w-full sm:w-auto`}
        aria-label={t('open.acceptNamed', { number: job.bookingNumber })}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        {t('open.accept')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('open.confirmTitle')}
        description={t('open.confirmText', { number: job.bookingNumber })}
        confirmLabel={isLoading ? t('open.accepting') : t('open.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirm()}
        busy={isLoading}
        error={error ? translateApiError(error, tErrors) : null}
      />
    </li>
  );
}
