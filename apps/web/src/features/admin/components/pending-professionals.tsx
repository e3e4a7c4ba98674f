import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import { formatPhone, type ProfessionalApplicationView } from '@hm/contracts';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLanguage } from '../../../hooks/use-language';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useApproveApplicationMutation, useListApplicationsQuery, useRejectApplicationMutation } from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ACTION_BUTTON, LoadState } from './load-state';
import { formatDateTime } from '../../../lib/date-format';

type Decision = { kind: 'approve' | 'reject'; application: ProfessionalApplicationView };

/** Pending applications, oldest first, each to approve (invitation e-mail) or reject, after a confirmation. */
export function PendingProfessionals() {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const list = useListApplicationsQuery('pending');
  const [approve, approving] = useApproveApplicationMutation();
  const [reject, rejecting] = useRejectApplicationMutation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notify, setNotify] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = approving.isLoading || rejecting.isLoading;

  const open = (next: Decision) => {
    setDecision(next);
    setNotify(false);
    setError(null);
  };
  const name = (application: ProfessionalApplicationView) => `${application.firstName} ${application.lastName}`;

  const confirm = async () => {
    if (!decision) return;
    const { kind, application } = decision;
    const answer = kind === 'approve' ? await approve(application.id) : await reject({ id: application.id, notify });
    if ('error' in answer && answer.error) {
      const key = specificApiErrorKey(answer.error);
      setError(key ? tErrors(key) : t('errors.generic'));
      return;
    }
    setDecision(null);
    setDone(t(kind === 'approve' ? 'applications.approved' : 'applications.rejected', { name: name(application) }));
  };

  const items = list.data ?? [];
  return (
    <div>
      <LoadState loading={list.isLoading} failed={list.isError} onRetry={() => void list.refetch()} />
      {done && (
        <FormAlert tone="success" className="mb-4">
          {done}
        </FormAlert>
      )}
      {list.isSuccess && items.length === 0 && <p className="py-6 text-slate-600">{t('applications.empty')}</p>}
      {items.length > 0 && (
        <ul aria-label={t('applications.caption')} className="grid gap-4 lg:grid-cols-2">
          {items.map((application) => (
            <li key={application.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{name(application)}</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500">{t('applications.email')}</dt>
                <dd className="break-all text-slate-800">{application.email}</dd>
                <dt className="text-slate-500">{t('applications.phone')}</dt>
                <dd className="text-slate-800">{formatPhone(application.phone)}</dd>
                <dt className="text-slate-500">{t('applications.category')}</dt>
                <dd className="text-slate-800">{application.categories.map((id) => getService(id)?.name[language] ?? id).join(', ')}</dd>
                <dt className="text-slate-500">{t('applications.applied')}</dt>
                <dd className="text-slate-800">
                  <time dateTime={application.createdAt}>{formatDateTime(application.createdAt, language)}</time>
                </dd>
              </dl>
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => open({ kind: 'approve', application })}
                  aria-label={`${t('applications.approve')} ${name(application)}`}
                  className={`${ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
                >
                  {t('applications.approve')}
                </button>
                <button
                  type="button"
                  onClick={() => open({ kind: 'reject', application })}
                  aria-label={`${t('applications.reject')} ${name(application)}`}
                  className={`${ACTION_BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
                >
                  {t('applications.reject')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {decision && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setDecision(null)}
          title={t(decision.kind === 'approve' ? 'applications.approveTitle' : 'applications.rejectTitle', {
            name: name(decision.application),
          })}
          description={t(decision.kind === 'approve' ? 'applications.approveText' : 'applications.rejectText', {
            name: name(decision.application),
          })}
          confirmLabel={t(decision.kind === 'approve' ? 'applications.confirmApprove' : 'applications.confirmReject')}
          cancelLabel={t('applications.cancel')}
          tone={decision.kind === 'approve' ? 'primary' : 'danger'}
          onConfirm={() => void confirm()}
          busy={busy}
          error={error}
        >
          {decision.kind === 'reject' && (
            <CheckboxField label={t('applications.notify')} checked={notify} onChange={(event) => setNotify(event.target.checked)} />
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
