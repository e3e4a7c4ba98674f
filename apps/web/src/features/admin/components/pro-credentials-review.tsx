import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, getService } from '@hm/catalog';
import {
  CREDENTIAL_REGISTRY_URLS,
  CREDENTIAL_REVIEW_NOTE_MAX_LENGTH,
  type AdminProCredentialsView,
  type CredentialView,
} from '@hm/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { specificApiErrorKey } from '../../../lib/api-error';
import { downloadObjectUrl } from '../../../lib/download';
import { useCredentialDocumentMutation, useProCredentialsQuery, useReviewCredentialMutation } from '../api';
import { ACTION_BUTTON, LoadState } from './load-state';

type Decision = { decision: 'verified' | 'rejected'; pro: AdminProCredentialsView; credential: CredentialView };

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * The pros' licences, memberships and insurance (docs/verified-trades.md), those waiting for a
 * verification first: each number with its public registry, the certificate to open, and verify or
 * reject (a note the pro reads, required to reject).
 */
export function ProCredentialsReview() {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const list = useProCredentialsQuery();
  const [review, reviewing] = useReviewCredentialMutation();
  const [openDocument] = useCredentialDocumentMutation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const name = (pro: AdminProCredentialsView) => `${pro.firstName} ${pro.lastName}`;
  const kindName = (credential: CredentialView) => t(`credentials.kinds.${credential.kind}`);
  const trades = (ids: readonly string[]) => ids.map((id) => getService(id)?.name[language] ?? id).join(', ');

  const open = (next: Decision) => {
    setDecision(next);
    setNote('');
    setNoteError(undefined);
    setError(null);
  };
  const confirm = async () => {
    if (!decision) return;
    const text = note.trim();
    if (decision.decision === 'rejected' && text === '') {
      setNoteError(t('credentials.noteRequired'));
      return;
    }
    const answer = await review({
      userId: decision.pro.userId,
      kind: decision.credential.kind,
      decision: decision.decision,
      ...(text ? { note: text } : {}),
    });
    if ('error' in answer && answer.error) {
      const key = specificApiErrorKey(answer.error);
      setError(key ? tErrors(key) : t('errors.generic'));
      return;
    }
    setDecision(null);
    setDone(
      t(decision.decision === 'verified' ? 'credentials.verified' : 'credentials.rejected', {
        kind: kindName(decision.credential),
        name: name(decision.pro),
      }),
    );
  };
  const download = async (pro: AdminProCredentialsView, credential: CredentialView) => {
    if (!credential.documentUrl) return;
    const answer = await openDocument(credential.documentUrl);
    if ('data' in answer && answer.data) {
      const blob = await fetch(answer.data).then((response) => response.blob());
      downloadObjectUrl(answer.data, `${pro.lastName}-${credential.kind}.${EXTENSIONS[blob.type] ?? 'pdf'}`);
      return;
    }
    setDone(null);
    setError(t('errors.generic'));
  };

  const items = list.data ?? [];
  return (
    <div>
      <p className="mb-4 text-slate-700">{t('credentials.intro')}</p>
      <LoadState loading={list.isLoading} failed={list.isError} onRetry={() => void list.refetch()} />
      {done && (
        <FormAlert tone="success" className="mb-4">
          {done}
        </FormAlert>
      )}
      {list.isSuccess && items.length === 0 && <p className="py-6 text-slate-600">{t('credentials.empty')}</p>}
      <ul className="grid gap-4 lg:grid-cols-2">
        {items.map((pro) => (
          <li key={pro.userId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{name(pro)}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('credentials.trades')}</dt>
              <dd className="text-slate-800">{trades(pro.categories)}</dd>
              <dt className="text-slate-500">{t('credentials.business')}</dt>
              <dd className="text-slate-800">{pro.businessName ?? '—'}</dd>
              <dt className="text-slate-500">{t('credentials.neq')}</dt>
              <dd className="text-slate-800">{pro.neq ?? '—'}</dd>
            </dl>
            {pro.blockedTrades.length > 0 && (
              <p className="mt-2 text-sm font-semibold text-amber-800">{t('credentials.blocked', { trades: trades(pro.blockedTrades) })}</p>
            )}
            {pro.credentials.length === 0 && <p className="mt-3 text-sm text-slate-600">{t('credentials.none')}</p>}
            <ul className="mt-3 space-y-3">
              {pro.credentials.map((credential) => {
                const expired = credential.status === 'verified' && !credential.valid;
                return (
                  <li
                    key={credential.kind}
                    className="rounded-lg border border-slate-200 p-3"
                    aria-label={`${kindName(credential)} — ${name(pro)}`}
                  >
                    <p className="font-semibold text-slate-900">
                      {kindName(credential)} ·{' '}
                      <span className={credential.valid ? 'text-green-800' : 'text-amber-800'}>
                        {t(`credentials.status.${expired ? 'expired' : credential.status}`)}
                      </span>
                    </p>
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                      {credential.number && (
                        <>
                          <dt className="text-slate-500">{t('credentials.number')}</dt>
                          <dd>
                            {credential.number}
                            {credential.kind !== 'insurance' && (
                              <>
                                {' '}
                                <a
                                  href={CREDENTIAL_REGISTRY_URLS[credential.kind]}
                                  target="_blank"
                                  rel="noopener noreferrer"
                                  className="text-brand-700 underline underline-offset-2"
                                >
                                  {t('credentials.registry')}
                                </a>
                              </>
                            )}
                          </dd>
                        </>
                      )}
                      {credential.subclasses.length > 0 && (
                        <>
                          <dt className="text-slate-500">{t('credentials.subclasses')}</dt>
                          <dd>{credential.subclasses.join(', ')}</dd>
                        </>
                      )}
                      {credential.insurer && (
                        <>
                          <dt className="text-slate-500">{t('credentials.insurer')}</dt>
                          <dd>{credential.insurer}</dd>
                          <dt className="text-slate-500">{t('credentials.policy')}</dt>
                          <dd>{credential.policyNumber}</dd>
                          <dt className="text-slate-500">{t('credentials.coverage')}</dt>
                          <dd>{formatMoney(credential.coverageCents ?? 0, language)}</dd>
                        </>
                      )}
                      <dt className="text-slate-500">{t('credentials.expires')}</dt>
                      <dd>{credential.expiresOn ?? t('credentials.noExpiry')}</dd>
                    </dl>
                    {credential.reviewNote && <p className="mt-1 text-sm text-slate-600">« {credential.reviewNote} »</p>}
                    <div className="mt-2 flex flex-wrap gap-2">
                      {credential.documentUrl ? (
                        <button
                          type="button"
                          onClick={() => void download(pro, credential)}
                          className={`${ACTION_BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
                        >
                          {t('credentials.open')}
                        </button>
                      ) : (
                        <span className="self-center text-sm text-slate-500">{t('credentials.noDocument')}</span>
                      )}
                      <button
                        type="button"
                        onClick={() => open({ decision: 'verified', pro, credential })}
                        aria-label={`${t('credentials.verify')} ${kindName(credential)} ${name(pro)}`}
                        className={`${ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
                      >
                        {t('credentials.verify')}
                      </button>
                      <button
                        type="button"
                        onClick={() => open({ decision: 'rejected', pro, credential })}
                        aria-label={`${t('credentials.reject')} ${kindName(credential)} ${name(pro)}`}
                        className={`${ACTION_BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
                      >
                        {t('credentials.reject')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {decision && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setDecision(null)}
          title={t(decision.decision === 'verified' ? 'credentials.verifyTitle' : 'credentials.rejectTitle', {
            kind: kindName(decision.credential),
            name: name(decision.pro),
          })}
          description={decision.decision === 'rejected' ? t('credentials.noteRequired') : ''}
          confirmLabel={t('credentials.confirm')}
          cancelLabel={t('credentials.cancel')}
          tone={decision.decision === 'verified' ? 'primary' : 'danger'}
          onConfirm={() => void confirm()}
          busy={reviewing.isLoading}
          error={error}
        >
          <TextareaField
            label={t('credentials.note')}
            required={decision.decision === 'rejected'}
            maxLength={CREDENTIAL_REVIEW_NOTE_MAX_LENGTH}
            rows={3}
            value={note}
            error={noteError}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(undefined);
            }}
          />
        </ConfirmDialog>
      )}
    </div>
  );
}
