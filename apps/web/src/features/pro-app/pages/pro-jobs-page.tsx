import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { useMyJobsQuery, useOpenJobsQuery } from '../api';
import { MyJobCard } from '../components/my-job-card';
import { OpenJobCard } from '../components/open-job-card';
import { LoadState, ProShell } from '../components/pro-shell';
import { useProLiveUpdates } from '../use-pro-live-updates';
import { useRefetchOnFocus } from '../use-refetch-on-focus';

const TAB_CLASS =
  'min-h-11 flex-1 rounded-lg px-4 py-2 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none';

/** Jobs: open jobs in the pro's categories (nearest first) and the pro's accepted jobs with their steps. */
export function ProJobsPage() {
  const title = usePageTitle('proJobs');
  return (
    <ProShell title={title}>
      <JobsTabs />
    </ProShell>
  );
}

function JobsTabs() {
  const { t } = useTranslation('proApp');
  const session = useSession();
  const [tab, setTab] = useState('open');
  const [accepted, setAccepted] = useState<string | null>(null);
  const skip = session.status !== 'signed-in';
  const open = useOpenJobsQuery(undefined, { skip });
  const mine = useMyJobsQuery(undefined, { skip });
  // Live: other pros take jobs, new bookings arrive, customers edit or cancel.
  useProLiveUpdates();
  useRefetchOnFocus(() => {
    void open.refetch();
    void mine.refetch();
  });

  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label={t('jobs.tabs')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
        <Tabs.Trigger value="open" className={TAB_CLASS}>
          {t('jobs.open')}
          {open.data ? ` (${open.data.length})` : ''}
        </Tabs.Trigger>
        <Tabs.Trigger value="mine" className={TAB_CLASS}>
          {t('jobs.mine')}
        </Tabs.Trigger>
      </Tabs.List>
      {accepted && (
        <div
          role="status"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800"
        >
          {t('open.accepted', { number: accepted })}
          <button type="button" className="font-semibold underline" onClick={() => setTab('mine')}>
            {t('open.seeMine')}
          </button>
        </div>
      )}
      <Tabs.Content value="open" className="pt-4 outline-none">
        <LoadState loading={open.isLoading} failed={open.isError && !open.data} onRetry={() => void open.refetch()} />
        {open.data?.length === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('open.empty')}</p>
        )}
        <ul className="space-y-4">
          {open.data?.map((job) => (
            <OpenJobCard key={job.bookingNumber} job={job} onAccepted={setAccepted} />
          ))}
        </ul>
      </Tabs.Content>
      <Tabs.Content value="mine" className="pt-4 outline-none">
        <LoadState loading={mine.isLoading} failed={mine.isError && !mine.data} onRetry={() => void mine.refetch()} />
        {mine.data?.length === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('mine.empty')}</p>
        )}
        <ul className="space-y-4">
          {mine.data?.map((job) => (
            <MyJobCard key={job.bookingNumber} job={job} />
          ))}
        </ul>
      </Tabs.Content>
    </Tabs.Root>
  );
}
