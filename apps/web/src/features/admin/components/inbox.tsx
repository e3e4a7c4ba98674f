import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_REQUEST_KINDS,
  SUPPORT_STATUSES,
  type InboxItemSummary,
  type InboxQuery,
  type SupportRequestKind,
  type SupportStatus,
} from '@hm/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/date-format';
import { useInboxQuery } from '../api';
import { InboxRequest } from './inbox-request';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { useListQuery } from './use-list-query';

const STATUS_TONE: Record<SupportStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  answered: 'bg-green-100 text-green-900',
  closed: 'bg-slate-100 text-slate-700',
};

/**
 * The support inbox (docs/operations.md "Support inbox"): contact messages and FAQ questions,
 * newest first, filtered; the one opened is read and answered beside the list (below it on a phone).
 */
export function Inbox() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<SupportRequestKind | ''>('');
  const [status, setStatus] = useState<SupportStatus | ''>('');
  const [assigned, setAssigned] = useState<InboxQuery['assigned'] | ''>('');
  const { searchInput, setSearchInput, search, page, setPage, filter } = useListQuery();
  const [open, setOpen] = useState<{ kind: SupportRequestKind; id: string } | null>(null);
  const resultsId = useId();

  const list = useInboxQuery({
    page,
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(assigned ? { assigned } : {}),
    ...(search ? { search } : {}),
  });
  const data = list.data;

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('inbox.search')}
          type="search"
          placeholder={t('inbox.searchPlaceholder')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          aria-controls={resultsId}
        />
        <SelectField
          label={t('inbox.kind')}
          value={kind}
          onChange={(event) => filter(setKind)(event.target.value as SupportRequestKind | '')}
        >
          <option value="">{t('inbox.anyKind')}</option>
          {SUPPORT_REQUEST_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`inbox.kinds.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('inbox.status')}
          value={status}
          onChange={(event) => filter(setStatus)(event.target.value as SupportStatus | '')}
        >
          <option value="">{t('inbox.anyStatus')}</option>
          {SUPPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`inbox.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('inbox.assigned')}
          value={assigned}
          onChange={(event) => filter(setAssigned)(event.target.value as InboxQuery['assigned'] | '')}
        >
          <option value="">{t('inbox.anyone')}</option>
          <option value="me">{t('inbox.me')}</option>
          <option value="nobody">{t('inbox.nobody')}</option>
        </SelectField>
      </div>
      <div className="mt-4">
        <LoadState loading={list.isLoading} failed={list.isError} onRetry={() => void list.refetch()} />
      </div>
      <div className="mt-2 grid gap-6 lg:grid-cols-5">
        <div id={resultsId} aria-live="polite" aria-busy={list.isFetching || undefined} className="lg:col-span-2">
          {data && <p className="text-sm text-slate-600">{t('inbox.total', { count: data.total })}</p>}
          {data && data.items.length === 0 && <p className="py-6 text-slate-600">{t('inbox.empty')}</p>}
          <ul className="mt-3 space-y-2">
            {data?.items.map((item) => (
              <InboxRow key={`${item.kind}/${item.id}`} item={item} current={open?.id === item.id} onOpen={() => setOpen(item)} />
            ))}
          </ul>
          {data && <Pager page={data.page} total={data.totalPages} onPage={setPage} />}
        </div>
        <div className="lg:col-span-3">
          {open ? (
            <InboxRequest key={open.id} kind={open.kind} id={open.id} />
          ) : (
            data && data.items.length > 0 && <p className="text-slate-600">{t('inbox.select')}</p>
          )}
        </div>
      </div>
    </div>
  );
}

function InboxRow({ item, current, onOpen }: { item: InboxItemSummary; current: boolean; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const name = `${item.firstName} ${item.lastName}`;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={current || undefined}
        className={`w-full rounded-xl border p-3 text-left shadow-sm hover:border-brand-700 ${current ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-slate-900">{name}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[item.status]}`}>
            {t(`inbox.statuses.${item.status}`)}
          </span>
        </span>
        <span className="mt-1 block text-sm text-slate-600">
          {t(`inbox.kinds.${item.kind}`)} · {formatDateTime(item.createdAt, language)}
          {item.assignee && ` · ${item.assignee.name}`}
          {item.replies > 0 && ` · ${t('inbox.replies', { count: item.replies })}`}
        </span>
        <span className="mt-1 block text-sm break-words text-slate-800">{item.excerpt}</span>
      </button>
    </li>
  );
}
