import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ROLES, type AccountRole, type PersonSummary } from '@hm/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { usePeopleQuery } from '../api';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { useListQuery } from './use-list-query';
import { PersonDetail } from './person-detail';

/** The console's people (docs/operations.md "People"): find an account; the one opened is shown beside the list. */
export function People() {
  const { t } = useTranslation('admin');
  const [role, setRole] = useState<AccountRole | ''>('');
  const { searchInput, setSearchInput, search, page, setPage, filter } = useListQuery();
  const [open, setOpen] = useState<string | null>(null);
  const resultsId = useId();

  const list = usePeopleQuery({ page, ...(role ? { role } : {}), ...(search ? { search } : {}) });
  const data = list.data;

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('people.search')}
          type="search"
          placeholder={t('people.searchPlaceholder')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          aria-controls={resultsId}
        />
        <SelectField label={t('people.role')} value={role} onChange={(event) => filter(setRole)(event.target.value as AccountRole | '')}>
          <option value="">{t('people.anyRole')}</option>
          {ACCOUNT_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`people.roles.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4">
        <LoadState loading={list.isLoading} failed={list.isError} onRetry={() => void list.refetch()} />
      </div>
      <div className="mt-2 grid gap-6 lg:grid-cols-5">
        <div id={resultsId} aria-live="polite" aria-busy={list.isFetching || undefined} className="lg:col-span-2">
          {data && <p className="text-sm text-slate-600">{t('people.total', { count: data.total })}</p>}
          {data && data.items.length === 0 && <p className="py-6 text-slate-600">{t('people.empty')}</p>}
          <ul className="mt-3 space-y-2">
            {data?.items.map((person) => (
              <PersonRow key={person.id} person={person} current={open === person.id} onOpen={() => setOpen(person.id)} />
            ))}
          </ul>
          {data && <Pager page={data.page} total={data.totalPages} onPage={setPage} />}
        </div>
        <div className="lg:col-span-3">
          {open ? (
            <PersonDetail key={open} id={open} />
          ) : (
            data && data.items.length > 0 && <p className="text-slate-600">{t('people.select')}</p>
          )}
        </div>
      </div>
    </div>
  );
}

function PersonRow({ person, current, onOpen }: { person: PersonSummary; current: boolean; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={current || undefined}
        className={`w-full rounded-xl border p-3 text-left shadow-sm hover:border-brand-700 ${current ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-slate-900">
            {person.firstName} {person.lastName}
          </span>
          {person.disabledAt && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t('people.disabled')}</span>
          )}
        </span>
        <span className="mt-1 block text-sm break-all text-slate-700">{person.email}</span>
        <span className="mt-1 block text-sm text-slate-600">
          {t('people.summary', { role: t(`people.roles.${person.role}`), count: person.bookings })}
        </span>
      </button>
    </li>
  );
}
