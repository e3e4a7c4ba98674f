import type { ComponentType } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { ConsolePermission } from '@hm/contracts';
import { PageContainer } from '../../../components/ui/page-container';
import { useLiveRefresh } from '../../../hooks/use-live-refresh';
import { usePageTitle } from '../../../hooks/use-page-title';
import { invalidateAdminBookings } from '../api';
import { AllBookings } from '../components/all-bookings';
import { AuditLog } from '../components/audit-log';
import { ContentModeration } from '../components/content-moderation';
import { Inbox } from '../components/inbox';
import { DayView } from '../components/day-view';
import { MoneyOverview } from '../components/money-overview';
import { PendingProfessionals } from '../components/pending-professionals';
import { People } from '../components/people';
import { ProCredentialsReview } from '../components/pro-credentials-review';
import { WaitingBookings } from '../components/waiting-bookings';
import { Waitlists } from '../components/waitlists';
import { useConsoleAccess } from '../hooks/use-console-access';

// Served by the API (Bull Board), not by this app: a full page load, not a router link.
const QUEUE_DASHBOARD_HREF = '/admin/queues';

const TAB_CLASS =
  'min-h-11 shrink-0 rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/** The console's sections in order, each with the permission it needs (docs/operations.md "Who can do what"). */
const TABS = [
  { value: 'pending', permission: 'pros', Panel: PendingProfessionals },
  { value: 'credentials', permission: 'pros', Panel: ProCredentialsReview },
  { value: 'waiting', permission: 'bookings', Panel: WaitingBookings },
  { value: 'all', permission: 'bookings', Panel: AllBookings },
  { value: 'day', permission: 'bookings', Panel: DayView },
  { value: 'money', permission: 'payments', Panel: MoneyOverview },
  { value: 'inbox', permission: 'inbox', Panel: Inbox },
  { value: 'waitlists', permission: 'waitlists', Panel: Waitlists },
  { value: 'people', permission: 'people.read', Panel: People },
  { value: 'content', permission: 'content', Panel: ContentModeration },
  { value: 'audit', permission: 'audit', Panel: AuditLog },
] as const satisfies readonly { value: string; permission: ConsolePermission; Panel: ComponentType }[];
type TabValue = (typeof TABS)[number]['value'];

/** The section in the address (`/admin?tab=people`), so a section can be linked to and survives a reload. */
const TAB_PARAM = 'tab';

/**
 * The operator console (support and admins; the API enforces each permission on every call):
 * pending professionals, bookings waiting for a pro, all bookings, one trade's day, money, the
 * support inbox, the waitlists, people, content moderation, the audit log, and the queue dashboard. Each account sees
 * the sections its role may use, and an address naming another section says it is not allowed.
 * Signed-out visitors are sent to sign in by the router; a signed-in non-operator is told the page
 * is not for them.
 */
export function AdminPage() {
  const title = usePageTitle('admin');
  // The tabs' other namespaces load with the page, so opening a tab never suspends the whole console.
  const { t } = useTranslation(['admin', 'reservation', 'bookings', 'errors', 'forms']);
  const access = useConsoleAccess();
  const [params, setParams] = useSearchParams();
  // Live: a booking made, taken, edited or cancelled anywhere shows without a reload.
  const dispatch = useDispatch();
  useLiveRefresh(() => dispatch(invalidateAdminBookings()), ['console:changed']);

  const allowed = TABS.filter((tab) => access.can(tab.permission));
  const asked = TABS.find((tab) => tab.value === params.get(TAB_PARAM));
  const current: TabValue | undefined = asked?.value ?? allowed[0]?.value;
  const refused = asked !== undefined && !access.can(asked.permission);
  const open = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {access.can('queues') && (
          <a
            href={QUEUE_DASHBOARD_HREF}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('queues')}
          </a>
        )}
      </div>
      {!access.opens || current === undefined ? (
        <div role="alert" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-semibold">{t('forbidden.title')}</p>
          <p className="mt-1">{t('forbidden.text')}</p>
        </div>
      ) : (
        <Tabs.Root value={current} onValueChange={open} className="mt-6">
          <Tabs.List aria-label={t('tabs.label')} className="flex flex-wrap gap-x-1 border-b border-slate-200">
            {allowed.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={TAB_CLASS}>
                {t(`tabs.${tab.value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {refused ? (
            <div role="alert" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
              <p className="font-semibold">{t('notAllowed.title', { section: t(`tabs.${asked.value}`) })}</p>
              <p className="mt-1">{t('notAllowed.text')}</p>
            </div>
          ) : (
            allowed.map(({ value, Panel }) => (
              <Tabs.Content key={value} value={value} className="pt-6 outline-none">
                <Panel />
              </Tabs.Content>
            ))
          )}
        </Tabs.Root>
      )}
    </PageContainer>
  );
}
