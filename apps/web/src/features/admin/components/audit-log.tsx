import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, getService } from '@hm/catalog';
import { OPERATOR_ACTIONS, type AccountRole, type OperatorActionKind, type OperatorActionView } from '@hm/contracts';
import type { Language } from '@hm/i18n';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../dashboard';
import { formatDateTime } from '../../../lib/date-format';
import { useAuditLogQuery } from '../api';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { useListQuery } from './use-list-query';

/** What operators did in the console (docs/operations.md "Audit log"), newest first, 50 a page, read-only. */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const [action, setAction] = useState<OperatorActionKind | ''>('');
  const { searchInput, setSearchInput, search, page, setPage, filter } = useListQuery();
  const resultsId = useId();

  const log = useAuditLogQuery({ page, ...(action ? { action } : {}), ...(search ? { search } : {}) });
  const data = log.data;

  return (
    <div>
      <p className="text-slate-700">{t('audit.intro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('audit.search')}
          type="search"
          placeholder={t('audit.searchPlaceholder')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          aria-controls={resultsId}
        />
        <SelectField
          label={t('audit.action')}
          value={action}
          onChange={(event) => filter(setAction)(event.target.value as OperatorActionKind | '')}
        >
          <option value="">{t('audit.anyAction')}</option>
          {OPERATOR_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`audit.actions.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4">
        <LoadState loading={log.isLoading} failed={log.isError} onRetry={() => void log.refetch()} />
      </div>
      <div id={resultsId} aria-live="polite" aria-busy={log.isFetching || undefined}>
        {data && <p className="mt-2 text-sm text-slate-600">{t('audit.total', { count: data.total })}</p>}
        {data && data.items.length === 0 && <p className="py-6 text-slate-600">{t('audit.empty')}</p>}
        <ol className="mt-3 space-y-3">
          {data?.items.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
        {data && <Pager page={data.page} total={data.totalPages} onPage={setPage} />}
      </div>
    </div>
  );
}

function AuditEntry({ entry }: { entry: OperatorActionView }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const details = describeDetails(entry, t, language);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold text-slate-900">
          {t(`audit.actions.${entry.action}`)} · {targetName(entry, language)}
        </h3>
        <time dateTime={entry.at} className="text-sm text-slate-600">
          {formatDateTime(entry.at, language)}
        </time>
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">{t('audit.by', { name: entry.actor.name, email: entry.actor.email })}</p>
      {details.map((line) => (
        <p key={line} className="mt-1 text-sm text-slate-700">
          {line}
        </p>
      ))}
      {entry.reason && <p className="mt-1 text-sm text-slate-900">{t('audit.reason', { reason: entry.reason })}</p>}
    </li>
  );
}

/** A day's target ("2026-12-07/moving") as the reader says it; other targets by their label. */
function targetName(entry: OperatorActionView, language: Language): string {
  if (entry.targetType !== 'day') return entry.targetLabel;
  const [date, serviceId] = entry.targetId.split('/');
  if (!date || !serviceId) return entry.targetLabel;
  return `${formatDay(date, language)} · ${getService(serviceId)?.name[language] ?? serviceId}`;
}

type Translate = ReturnType<typeof useTranslation<'admin'>>['t'];

/** The lines that say what the action carried, in the reader's language. */
function describeDetails(entry: OperatorActionView, t: Translate, language: Language): string[] {
  const { details } = entry;
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  const status = (value: string | undefined) => (value ? t(`audit.status.${value}`, { defaultValue: value }) : '');
  const inboxStatus = (value: string | undefined) => (value ? t(`inbox.statuses.${value}`, { defaultValue: value }) : '');
  switch (entry.action) {
    case 'application_approved':
    case 'application_rejected': {
      const trade = details.trade ? (getService(details.trade)?.name[language] ?? details.trade) : '';
      const lines = [t('audit.detail.applicant', { email: details.email ?? '', trade })];
      if (details.notified !== undefined) lines.push(t(details.notified ? 'audit.detail.notified' : 'audit.detail.notNotified'));
      return lines;
    }
    case 'booking_assigned':
      return [
        ...(details.professional ? [t('audit.detail.assigned', { name: details.professional })] : []),
        t('audit.detail.transition', { from: status(details.from), to: status(details.to) }),
      ];
    case 'booking_transition':
      return [t('audit.detail.transition', { from: status(details.from), to: status(details.to) })];
    case 'invoice_corrected':
      return details.totalCents === undefined ? [] : [t('audit.detail.total', { amount: money(details.totalCents) })];
    case 'refund_requested':
      return details.amountCents === undefined ? [] : [t('audit.detail.amount', { amount: money(details.amountCents) })];
    case 'receipt_reissued':
      return details.receipt === undefined || details.version === undefined
        ? []
        : [t('audit.detail.receipt', { number: details.receipt, version: details.version })];
    case 'day_capacity_set':
      return details.maxBookings === undefined ? [] : [t('audit.detail.cap', { count: details.maxBookings })];
    case 'day_capacity_removed':
      return [];
    case 'support_assigned':
      return [details.assignee ? t('audit.detail.assignedTo', { name: details.assignee }) : t('audit.detail.unassigned')];
    case 'support_status_changed':
      return [t('audit.detail.transition', { from: inboxStatus(details.from), to: inboxStatus(details.to) })];
    case 'account_disabled':
    case 'account_enabled':
    case 'password_reset_sent':
      return [];
    case 'role_changed':
      return [
        t('audit.detail.transition', {
          from: details.from ? t(`people.roles.${details.from as AccountRole}`) : '',
          to: details.to ? t(`people.roles.${details.to as AccountRole}`) : '',
        }),
      ];
    case 'support_replied':
      return details.locale === 'fr' || details.locale === 'en'
        ? [t('audit.detail.repliedIn', { language: t(`inbox.languages.${details.locale}`) })]
        : [];
    case 'credential_verified':
    case 'credential_rejected':
      return details.credential === 'rbq' ||
        details.credential === 'cmmtq' ||
        details.credential === 'cmeq' ||
        details.credential === 'insurance'
        ? [t('audit.detail.credential', { name: t(`credentials.kinds.${details.credential}`) })]
        : [];
    case 'content_hidden':
    case 'content_restored':
      return [
        ...(details.post ? [t('audit.detail.post', { slug: details.post })] : []),
        ...(details.locale === 'fr' || details.locale === 'en'
          ? [t('audit.detail.authorToldIn', { language: t(`inbox.languages.${details.locale}`) })]
          : []),
      ];
  }
}
