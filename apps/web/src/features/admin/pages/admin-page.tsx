import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { PageContainer } from '../../../components/ui/page-container';
import { useLiveRefresh } from '../../../hooks/use-live-refresh';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { invalidateAdminBookings } from '../api';
import { AllBookings } from '../components/all-bookings';
import { AuditLog } from '../components/audit-log';
import { Inbox } from '../components/inbox';
import { DayView } from '../components/day-view';
import { MoneyOverview } from '../components/money-overview';
import { PendingProfessionals } from '../components/pending-professionals';
import { People } from '../components/people';
import { WaitingBookings } from '../components/waiting-bookings';
import { Waitlists } from '../components/waitlists';

// Served by the API (Bull Board), not by this app: a full page load, not a router link.
const QUEUE_DASHBOARD_HREF = '/admin/queues';

const TAB_CLASS =
  'min-h-11 shrink-0 rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/**
 * The operator console (role admin; the API enforces it on every call): pending professionals,
 * bookings waiting for a pro, all bookings, one trade's day, money, the support inbox, the waitlists, people, the audit log, and the queue dashboard. Signed-out visitors are sent
 * to sign in by the router; a signed-in non-operator is told the page is not for them.
 */
export function AdminPage() {
  const title = usePageTitle('admin');
  // The tabs' other namespaces load with the page, so opening a tab never suspends the whole console.
  const { t } = useTranslation(['admin', 'reservation', 'bookings', 'errors', 'forms']);
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  // Live: a booking made, taken, edited or cancelled anywhere shows without a reload.
  const dispatch = useDispatch();
  useLiveRefresh(() => dispatch(invalidateAdminBookings()), ['console:changed']);

  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {isAdmin && (
          <a
            href={QUEUE_DASHBOARD_HREF}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('queues')}
          </a>
        )}
      </div>
      {!isAdmin ? (
        <div role="alert" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-semibold">{t('forbidden.title')}</p>
          <p className="mt-1">{t('forbidden.text')}</p>
        </div>
      ) : (
        <Tabs.Root defaultValue="pending" className="mt-6">
          <Tabs.List aria-label={t('tabs.label')} className="flex flex-wrap gap-x-1 border-b border-slate-200">
            <Tabs.Trigger value="pending" className={TAB_CLASS}>
              {t('tabs.pending')}
            </Tabs.Trigger>
            <Tabs.Trigger value="waiting" className={TAB_CLASS}>
              {t('tabs.waiting')}
            </Tabs.Trigger>
            <Tabs.Trigger value="all" className={TAB_CLASS}>
              {t('tabs.all')}
            </Tabs.Trigger>
            <Tabs.Trigger value="day" className={TAB_CLASS}>
              {t('tabs.day')}
            </Tabs.Trigger>
            <Tabs.Trigger value="money" className={TAB_CLASS}>
              {t('tabs.money')}
            </Tabs.Trigger>
            <Tabs.Trigger value="inbox" className={TAB_CLASS}>
              {t('tabs.inbox')}
            </Tabs.Trigger>
            <Tabs.Trigger value="waitlists" className={TAB_CLASS}>
              {t('tabs.waitlists')}
            </Tabs.Trigger>
            <Tabs.Trigger value="people" className={TAB_CLASS}>
              {t('tabs.people')}
            </Tabs.Trigger>
            <Tabs.Trigger value="audit" className={TAB_CLASS}>
              {t('tabs.audit')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="pending" className="pt-6 outline-none">
            <PendingProfessionals />
          </Tabs.Content>
          <Tabs.Content value="waiting" className="pt-6 outline-none">
            <WaitingBookings />
          </Tabs.Content>
          <Tabs.Content value="all" className="pt-6 outline-none">
            <AllBookings />
          </Tabs.Content>
          <Tabs.Content value="day" className="pt-6 outline-none">
            <DayView />
          </Tabs.Content>
          <Tabs.Content value="money" className="pt-6 outline-none">
            <MoneyOverview />
          </Tabs.Content>
          <Tabs.Content value="inbox" className="pt-6 outline-none">
            <Inbox />
          </Tabs.Content>
          <Tabs.Content value="waitlists" className="pt-6 outline-none">
            <Waitlists />
          </Tabs.Content>
          <Tabs.Content value="people" className="pt-6 outline-none">
            <People />
          </Tabs.Content>
          <Tabs.Content value="audit" className="pt-6 outline-none">
            <AuditLog />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </PageContainer>
  );
}
