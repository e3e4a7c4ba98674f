import { useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import {
  APPLICATION_REASON_MAX_LENGTH,
  APPLICATION_REASON_MIN_LENGTH,
  applicationNoteError,
  applicationReasonError,
  formatPhone,
  type ProfessionalApplicationView,
} from '@hm/contracts';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useApproveApplicationMutation, useListApplicationsQuery, useRejectApplicationMutation } from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ACTION_BUTTON, LoadState } from './load-state';
import { ReasonDialog, reasonProblemOf } from './reason-dialog';
import { formatDateTime } from '../../../lib/date-format';

type Decision = { kind: 'approve' | 'reject'; application: ProfessionalApplicationView };

const LIMITS = { min: APPLICATION_REASON_MIN_LENGTH, max: APPLICATION_REASON_MAX_LENGTH };

/** The API's field error code of a 400 on `field`, if it sent one. */
const fieldErrorOf = (error: unknown, field: string): string | undefined =>
  (error as { data?: { fields?: Record<string, string[]> } }).data?.fields?.[field]?.[0];

/**
 * Pending applications, oldest first, each to approve (invitation e-mail) after a confirmation that
 * takes an optional note, or to reject with a reason (docs/operations.md "Audit log": both are kept).
 */
export function PendingProfessionals() {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const list = useListApplicationsQuery('pending');
  const [approve, approving] = useApproveApplicationMutation();
  const [reject, rejecting] = useRejectApplicationMutation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notify, setNotify] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = approving.isLoading || rejecting.isLoading;

  const open = (next: Decision) => {
    setDecision(next);
    setNotify(false);
    setNote('');
    setNoteError(undefined);
    setError(null);
  };
  const name = (application: ProfessionalApplicationView) => `${application.firstName} ${application.lastName}`;
  const refusal = (answerError: FetchBaseQueryError | SerializedError) => {
    const key = specificApiErrorKey(answerError);
    setError(key ? tErrors(key) : t('errors.generic'));
  };
  const finish = (kind: Decision['kind'], application: ProfessionalApplicationView) => {
    setDecision(null);
    setDone(t(kind === 'approve' ? 'applications.approved' : 'applications.rejected', { name: name(application) }));
  };
  const noteText = (code: string | null | undefined) => {
    const problem = reasonProblemOf(code);
    return problem ? t(`applications.noteErrors.${problem}`, LIMITS) : undefined;
  };

  const confirmApproval = async () => {
    if (!decision) return;
    setError(null);
    const problem = noteText(applicationNoteError(note));
    setNoteError(problem);
    if (problem) return;
    const text = note.trim();
    const answer = await approve({ id: decision.application.id, ...(text ? { note: text } : {}) });
    if ('error' in answer && answer.error) {
      const field = noteText(fieldErrorOf(answer.error, 'note'));
      if (field) setNoteError(field);
      else refusal(answer.error);
      return;
    }
    finish('approve', decision.application);
  };

  /** Answers the API's field error code of the reason, if any, for the dialog to show. */
  const confirmRejection = async (reason: string): Promise<string | undefined> => {
    if (!decision) return undefined;
    setError(null);
    const answer = await reject({ id: decision.application.id, reason, notify });
    if ('error' in answer && answer.error) {
      const field = fieldErrorOf(answer.error, 'reason');
      if (field) return field;
      refusal(answer.error);
      return undefined;
    }
    finish('reject', decision.application);
    return undefined;
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
      {decision?.kind === 'approve' && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setDecision(null)}
          title={t('applications.approveTitle', { name: name(decision.application) })}
          description={t('applications.approveText', { name: name(decision.application) })}
          confirmLabel={t('applications.confirmApprove')}
          cancelLabel={t('applications.cancel')}
          onConfirm={() => void confirmApproval()}
          busy={busy}
          error={error}
        >
          <TextareaField
            label={t('applications.note')}
            hint={t('applications.noteHint', LIMITS)}
            rows={2}
            value={note}
            error={noteError}
            onChange={(event) => setNote(event.target.value)}
          />
        </ConfirmDialog>
      )}
      {decision?.kind === 'reject' && (
        <ReasonDialog
          open
          onOpenChange={(next) => !next && setDecision(null)}
          title={t('applications.rejectTitle', { name: name(decision.application) })}
          description={t('applications.rejectText')}
          label={t('applications.reason')}
          hint={t('applications.reasonHint', LIMITS)}
          rule={applicationReasonError}
          message={(problem) => t(`applications.reasonErrors.${problem}`, LIMITS)}
          submitLabel={t('applications.confirmReject')}
          busyLabel={t('applications.rejecting')}
          cancelLabel={t('applications.cancel')}
          busy={busy}
          error={error}
          onSubmit={confirmRejection}
        >
          <CheckboxField label={t('applications.notify')} checked={notify} onChange={(event) => setNotify(event.target.checked)} />
        </ReasonDialog>
      )}
    </div>
  );
}
