import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationCommentView, ModerationHidden, ModerationKind, ModerationPostView, ModerationQuery } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../hooks/use-language';
import { specificApiErrorKey } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../config/paths';
import { useModerateContentMutation, useModeratedCommentsQuery, useModeratedPostsQuery } from '../api';
import { HideContentDialog } from './hide-content-dialog';
import { ACTION_BUTTON, LoadState } from './load-state';
import { Pager } from './pager';
import { useListQuery } from './use-list-query';

type State = NonNullable<ModerationQuery['state']>;
type Item = { kind: 'post'; item: ModerationPostView } | { kind: 'comment'; item: ModerationCommentView };

/**
 * The console's content moderation (docs/operations.md "Content moderation"): blog posts or
 * comments, newest first, by search and state; each one hidden with a reason (the author is
 * e-mailed) or restored.
 */
export function ContentModeration() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<ModerationKind>('comment');
  const [state, setState] = useState<State | ''>('');
  const { searchInput, setSearchInput, search, page, setPage, filter } = useListQuery();
  const resultsId = useId();
  const query = { page, ...(state ? { state } : {}), ...(search ? { search } : {}) };
  const posts = useModeratedPostsQuery(query, { skip: kind !== 'post' });
  const comments = useModeratedCommentsQuery(query, { skip: kind !== 'comment' });
  const list = kind === 'post' ? posts : comments;
  const data = list.data;
  const items: Item[] =
    kind === 'post'
      ? (posts.data?.items ?? []).map((item) => ({ kind: 'post', item }))
      : (comments.data?.items ?? []).map((item) => ({ kind: 'comment', item }));

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t('content.kind')} value={kind} onChange={(event) => filter(setKind)(event.target.value as ModerationKind)}>
          <option value="comment">{t('content.kinds.comment')}</option>
          <option value="post">{t('content.kinds.post')}</option>
        </SelectField>
        <TextField
          label={t('content.search')}
          type="search"
          placeholder={t('content.searchPlaceholder')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          aria-controls={resultsId}
        />
        <SelectField label={t('content.state')} value={state} onChange={(event) => filter(setState)(event.target.value as State | '')}>
          <option value="">{t('content.states.any')}</option>
          <option value="visible">{t('content.states.visible')}</option>
          <option value="hidden">{t('content.states.hidden')}</option>
        </SelectField>
      </div>
      <div className="mt-4">
        <LoadState loading={list.isLoading} failed={list.isError} onRetry={() => void list.refetch()} />
      </div>
      <div id={resultsId} aria-live="polite" aria-busy={list.isFetching || undefined}>
        {data && <p className="mt-2 text-sm text-slate-600">{t('content.total', { count: data.total })}</p>}
        {data && data.items.length === 0 && <p className="py-6 text-slate-600">{t('content.empty')}</p>}
        <ul className="mt-3 space-y-3">
          {items.map((entry) => (
            <ContentRow key={entry.item.id} entry={entry} />
          ))}
        </ul>
        {data && <Pager page={data.page} total={data.totalPages} onPage={setPage} />}
      </div>
    </div>
  );
}

function ContentRow({ entry }: { entry: Item }) {
  const { t } = useTranslation(['admin', 'errors']);
  const language = useLanguage();
  const headingId = useId();
  const [moderate, { isLoading }] = useModerateContentMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const { kind, item } = entry;
  const hidden: ModerationHidden | null = item.hidden;
  const post = kind === 'post' ? { slug: entry.item.slug, title: entry.item.title } : entry.item.post;
  const quote = kind === 'post' ? entry.item.title : entry.item.excerpt;
  const errorText = (error: Parameters<typeof specificApiErrorKey>[0]) => {
    const key = specificApiErrorKey(error);
    return key ? t(`errors:${key}`) : t('errors.generic');
  };

  const hide = async (reason: string): Promise<string | undefined> => {
    setDialogError(null);
    const answer = await moderate({ kind, id: item.id, action: 'hide', reason });
    if ('error' in answer && answer.error) {
      const fields = (answer.error as { data?: { fields?: Record<string, string[]> } }).data?.fields;
      if (fields?.reason?.[0]) return fields.reason[0];
      setDialogError(errorText(answer.error));
      return undefined;
    }
    setDialogOpen(false);
    window.setTimeout(() => actionRef.current?.focus());
    setOutcome({ tone: 'success', text: t('content.hide.done') });
    return undefined;
  };

  const restore = async () => {
    setOutcome(null);
    const answer = await moderate({ kind, id: item.id, action: 'restore' });
    setOutcome(
      'error' in answer && answer.error
        ? { tone: 'error', text: errorText(answer.error) }
        : { tone: 'success', text: t('content.restore.done') },
    );
  };

  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {kind === 'post' ? entry.item.title : `“${entry.item.excerpt}”`}
          </h3>
          <p className="mt-1 text-sm break-words text-slate-700">
            {t('content.by', { name: item.author.name, email: item.author.email })} ·{' '}
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {kind === 'post' ? (
              <>
                {entry.item.status === 'draft' && <span className="font-semibold">{t('content.draft')} · </span>}
                {t('content.comments', { count: entry.item.commentsCount })}
              </>
            ) : (
              <>
                {entry.item.isReply && <span className="font-semibold">{t('content.reply')} · </span>}
                {t('content.on', { title: post.title })}
              </>
            )}{' '}
            ·{' '}
            <a href={paths.blogPost.getHref(post.slug)} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
              {t('content.open')}
            </a>
          </p>
        </div>
        <button
          ref={actionRef}
          type="button"
          // Not disabled while a request runs: the focus comes back to it when the dialog closes.
          aria-disabled={isLoading || undefined}
          aria-describedby={headingId}
          onClick={() => {
            if (isLoading) return;
            setOutcome(null);
            if (hidden) void restore();
            else {
              setDialogError(null);
              setDialogOpen(true);
            }
          }}
          className={`${ACTION_BUTTON} ${hidden ? 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50' : 'border border-red-300 bg-white text-red-800 hover:bg-red-50'}`}
        >
          {hidden ? (isLoading ? t('content.restore.sending') : t('content.restore.send')) : t('content.hide.open')}
        </button>
      </div>
      {hidden && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm break-words text-amber-900">
          <span className="font-semibold">{t('content.hiddenBadge')}</span> ·{' '}
          {t('content.hiddenSince', { date: formatDateTime(hidden.at, language), reason: hidden.reason })}
        </p>
      )}
      {outcome && (
        <FormAlert tone={outcome.tone} className="mt-2">
          {outcome.text}
        </FormAlert>
      )}
      {dialogOpen && (
        <HideContentDialog
          open={dialogOpen}
          onOpenChange={(open) => {
            setDialogOpen(open);
            if (!open) window.setTimeout(() => actionRef.current?.focus());
          }}
          title={kind === 'post' ? t('content.hide.titlePost') : t('content.hide.titleComment')}
          quote={quote}
          busy={isLoading}
          error={dialogError}
          onHide={hide}
        />
      )}
    </li>
  );
}
