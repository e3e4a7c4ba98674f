import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_STATUSES, type InboxItemView, type SupportRequestKind, type SupportStatus } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/date-format';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useAddInboxEntryMutation, useInboxItemQuery, useUpdateInboxItemMutation } from '../api';
import { InboxMessageForm } from './inbox-message-form';
import { LoadState } from './load-state';

const NOBODY = '';

/**
 * One support request (docs/operations.md "Support inbox"): the whole message, its status and
 * operator, the thread of replies and internal notes, and the forms to reply by e-mail or note.
 * Its heading takes the focus when another request is opened, so a keyboard or screen-reader user
 * lands on what they chose.
 */
export function InboxRequest({ kind, id }: { kind: SupportRequestKind; id: string }) {
  const { t } = useTranslation(['admin', 'forms', 'errors']);
  const language = useLanguage();
  const item = useInboxItemQuery({ kind, id });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id, item.isSuccess]);
  const data = item.data;
  if (!data) return <LoadState loading={item.isLoading} failed={item.isError} onRetry={() => void item.refetch()} />;
  const name = `${data.firstName} ${data.lastName}`;
  const writesIn = t(`inbox.languages.${data.locale}`);
  return (
    <article aria-labelledby={`${data.id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={`${data.id}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
        {t('inbox.from', { kind: t(`inbox.kinds.${data.kind}`), name })}
      </h3>
      <p className="mt-1 text-sm break-words text-slate-700">
        <a href={`mailto:${data.email}`} className="text-brand-800 underline">
          {data.email}
        </a>{' '}
        · {t('inbox.language', { language: writesIn })} · {t('inbox.received', { date: formatDateTime(data.createdAt, language) })}
      </p>
      {data.subject && (
        <p className="mt-1 text-sm text-slate-700">{t('inbox.subject', { subject: t(`forms:subjects.${data.subject}`) })}</p>
      )}
      <p className="mt-4 rounded-lg bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900">{data.text}</p>
      <RequestControls item={data} />
      <Thread item={data} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <InboxReply item={data} writesIn={writesIn} />
        <InboxNote item={data} />
      </div>
    </article>
  );
}

function RequestControls({ item }: { item: InboxItemView }) {
  const { t } = useTranslation(['admin', 'errors']);
  const [update, { isLoading }] = useUpdateInboxItemMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const apply = async (change: { status?: SupportStatus; assigneeId?: string | null }) => {
    setOutcome(null);
    const answer = await update({ kind: item.kind, id: item.id, ...change });
    if ('error' in answer && answer.error) {
      const key = specificApiErrorKey(answer.error);
      setOutcome({ tone: 'error', text: key ? t(`errors:${key}`) : t('errors.generic') });
    } else setOutcome({ tone: 'success', text: t('inbox.saved') });
  };
  return (
    <div className="mt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('inbox.status')}
          value={item.status}
          disabled={isLoading}
          onChange={(event) => void apply({ status: event.target.value as SupportStatus })}
        >
          {SUPPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`inbox.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('inbox.assignee')}
          value={item.assignee?.id ?? NOBODY}
          disabled={isLoading}
          onChange={(event) => void apply({ assigneeId: event.target.value === NOBODY ? null : event.target.value })}
        >
          <option value={NOBODY}>{t('inbox.nobody')}</option>
          {item.operators.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.name}
            </option>
          ))}
        </SelectField>
      </div>
      {outcome && (
        <FormAlert tone={outcome.tone} className="mt-3">
          {outcome.text}
        </FormAlert>
      )}
    </div>
  );
}

function Thread({ item }: { item: InboxItemView }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('inbox.thread')}
      </h4>
      {item.thread.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('inbox.noThread')}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {item.thread.map((entry) => (
            <li
              key={entry.id}
              className={`rounded-lg border p-3 ${entry.kind === 'reply' ? 'border-brand-200 bg-brand-50' : 'border-amber-200 bg-amber-50'}`}
            >
              <p className="text-sm font-medium text-slate-800">
                {t(entry.kind === 'reply' ? 'inbox.replyBy' : 'inbox.noteBy', {
                  name: entry.author?.name ?? t('inbox.someone'),
                  date: formatDateTime(entry.at, language),
                })}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{entry.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function InboxReply({ item, writesIn }: { item: InboxItemView; writesIn: string }) {
  const { t } = useTranslation('admin');
  const [add] = useAddInboxEntryMutation();
  return (
    <InboxMessageForm
      label={t('inbox.reply.label', { firstName: item.firstName })}
      hint={t('inbox.reply.hint', { email: item.email, language: writesIn, firstName: item.firstName })}
      sendLabel={t('inbox.reply.send')}
      busyLabel={t('inbox.reply.sending')}
      sentText={t('inbox.reply.sent', { email: item.email })}
      rows={6}
      onSend={(body) => add({ kind: item.kind, id: item.id, entry: 'replies', body })}
    />
  );
}

function InboxNote({ item }: { item: InboxItemView }) {
  const { t } = useTranslation('admin');
  const [add] = useAddInboxEntryMutation();
  return (
    <InboxMessageForm
      label={t('inbox.note.label')}
      hint={t('inbox.note.hint')}
      sendLabel={t('inbox.note.send')}
      busyLabel={t('inbox.note.sending')}
      sentText={t('inbox.note.added')}
      rows={3}
      onSend={(body) => add({ kind: item.kind, id: item.id, entry: 'notes', body })}
    />
  );
}
