import { useEffect, useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { BOOKING_DELETE_REDIRECT_MS, UPDATE_BANNER_DISPLAY_MS, type BookingActor, type ReservationView } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageContainer } from '../../../components/ui/page-container';
import { useDocumentTitle } from '../../../hooks/use-page-title';
import { apiErrorMessageKey, translateApiError } from '../../../lib/api-error';
import { useGetReservationQuery } from '../api';
import { BookingTimeline } from '../components/booking-timeline';
import { CancelReservationDialog } from '../components/cancel-reservation-dialog';
import { CancelledBooking } from '../components/cancelled-booking';
import { BookingDetails, Card, PriceSection, ProfessionalSection } from '../components/details-panel';
import { EditReservationForm } from '../components/edit-reservation-form';
import { MessagesPanel } from '../components/messages-panel';
import { RelatedServices } from '../components/related-services';
import { ReviewDisplay, ReviewForm } from '../components/review-section';
import { StatusBadge } from '../components/status-badge';
import { useTimedBanner } from '../hooks/use-timed-banner';
import { RESERVATION_TABS, tabFromParam, withTab, type ReservationTab } from '../tab-param';

const NUMBER_SLOT = '\u0000';

const TRIGGER_CLASS =
  'min-h-11 shrink-0 border-b-2 border-transparent px-4 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50';

/** The title with the booking number kept on one line (it would break at its hyphens). */
function ReservationTitle({ bookingNumber }: { bookingNumber: string }) {
  const { t } = useTranslation('reservation');
  const [before = '', after = ''] = t('title', { bookingNumber: NUMBER_SLOT }).split(NUMBER_SLOT);
  return (
    <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
      {before}
      <span className="whitespace-nowrap">{bookingNumber}</span>
      {after}
    </h1>
  );
}

/** Back, and the way home of whoever reads: the pro's jobs for the assigned professional, else the dashboard. */
function PageNav({ viewer }: { viewer: BookingActor | undefined }) {
  const { t } = useTranslation('reservation');
  const home = viewer === 'professional' ? paths.proJobs.getHref() : paths.dashboard.getHref();
  const navigate = useNavigate();
  // React Router numbers the entries of this tab; 0 means the reservation was opened directly.
  const canGoBack = typeof window !== 'undefined' && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <nav aria-label={t('nav.back')} className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void (canGoBack ? navigate(-1) : navigate(home))} className={SECONDARY_BUTTON}>
        <span aria-hidden="true">←&nbsp;</span>
        {t('nav.back')}
      </button>
      <Link to={home} className="min-h-11 content-center font-semibold text-brand-700 underline-offset-4 hover:underline">
        {t(viewer === 'professional' ? 'nav.backToJobs' : 'nav.backToDashboard')}
      </Link>
    </nav>
  );
}

function PageSkeleton() {
  const { t } = useTranslation('reservation');
  return (
    <div className="mt-6">
      <p role="status" className="text-slate-600">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="mt-4 animate-pulse space-y-4">
        <div className="h-9 w-2/3 max-w-md rounded bg-slate-200" />
        <div className="h-6 w-32 rounded-full bg-slate-200" />
        <div className="h-11 w-full max-w-sm rounded bg-slate-100" />
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="h-64 rounded-2xl bg-slate-100 lg:col-span-2" />
          <div className="h-64 rounded-2xl bg-slate-100" />
        </div>
      </div>
    </div>
  );
}

type Banner = 'edit.success' | 'cancel.success';

function LoadedReservation({ booking }: { booking: ReservationView }) {
  const { t } = useTranslation('reservation');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromParam(searchParams.get('tab'));
  const [editRequested, setEditing] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [reviewFocus, setReviewFocus] = useState(0);
  const banner = useTimedBanner<Banner>(UPDATE_BANNER_DISPLAY_MS);
  const reviewHeadingRef = useRef<HTMLHeadingElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  const setTab = (next: ReservationTab) =>
    setSearchParams((current) => withTab(current, next), { replace: true, preventScrollReset: true });

  // The booking stopped being editable while the form was open (a pro started, another tab
  // cancelled): the form goes; the status says why.
  const editing = editRequested && booking.can.edit;

  // After cancelling, the banner, then the dashboard 2 s later.
  useEffect(() => {
    if (!cancelled) return;
    const timer = setTimeout(() => void navigate(paths.dashboard.getHref()), BOOKING_DELETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [cancelled, navigate]);

  useEffect(() => {
    if (reviewFocus > 0) reviewHeadingRef.current?.focus();
  }, [reviewFocus]);

  useEffect(() => {
    if (editing) document.getElementById('edit-reservation-heading')?.focus();
  }, [editing]);

  const startEdit = () => {
    setTab('details');
    banner.clear();
    setEditing(true);
  };
  const stopEdit = () => {
    setEditing(false);
    // Back to the button that opened the form (it is shown again).
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  return (
    <>
      <header className="mt-6">
        <ReservationTitle bookingNumber={booking.bookingNumber} />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <StatusBadge status={booking.status} />
          <p className="text-slate-700">{t(`status.message.${booking.status}`)}</p>
        </div>
        <div className="mt-5 flex flex-wrap gap-3">
          {booking.can.edit && !editing && (
            <button ref={editButtonRef} type="button" onClick={startEdit} className={SECONDARY_BUTTON}>
              {t('actions.edit')}
            </button>
          )}
          {booking.can.review && !booking.review && (
            <button
              type="button"
              onClick={() => {
                setTab('details');
                setReviewFocus((count) => count + 1);
              }}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('actions.leaveReview')}
            </button>
          )}
          {booking.can.cancel && !cancelled && <CancelReservationDialog booking={booking} onCancelled={() => setCancelled(true)} />}
        </div>
      </header>

      <div className="mt-4 empty:hidden" aria-live="polite">
        {cancelled && <FormAlert tone="success">{t('cancel.success')}</FormAlert>}
        {banner.message && <FormAlert tone="success">{t(banner.message)}</FormAlert>}
      </div>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(tabFromParam(value))} className="mt-6">
        <Tabs.List aria-label={t('tabs.label')} className="flex overflow-x-auto border-b border-slate-200">
          {RESERVATION_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={TRIGGER_CLASS}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="details" className="mt-6 outline-none">
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              {editing ? (
                <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
                  <EditReservationForm
                    booking={booking}
                    onSaved={() => {
                      stopEdit();
                      banner.show('edit.success');
                    }}
                    onCancel={stopEdit}
                  />
                </div>
              ) : booking.status === 'cancelled' ? (
                <CancelledBooking booking={booking} />
              ) : (
                <BookingDetails booking={booking} />
              )}
              <ProfessionalSection booking={booking} />
              {/* A cancelled booking costs nothing: no estimate. */}
              {booking.status !== 'cancelled' && <PriceSection booking={booking} />}
              {booking.review ? (
                <Card title={t('review.yours')} titleId="reservation-review-heading">
                  <ReviewDisplay review={booking.review} />
                </Card>
              ) : (
                booking.can.review && (
                  <div className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6">
                    <ReviewForm ref={reviewHeadingRef} bookingNumber={booking.bookingNumber} />
                  </div>
                )
              )}
            </div>
            <aside>
              <RelatedServices />
            </aside>
          </div>
        </Tabs.Content>

        <Tabs.Content value="timeline" className="mt-6 outline-none">
          <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <BookingTimeline key={booking.bookingNumber} bookingNumber={booking.bookingNumber} />
          </div>
        </Tabs.Content>

        <Tabs.Content value="messages" className="mt-6 outline-none">
          <div className="max-w-3xl">
            <MessagesPanel booking={booking} />
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/** /reservation/{bookingNumber}: loading, not found, and the reservation with its tabs. */
export function ReservationPage() {
  // Every namespace the tabs use, loaded before the page shows: a namespace first asked for by a
  // message or a timeline step arriving later would suspend the page and swap it for the loading
  // placeholder for a moment, taking the focus (and the letters being typed) out of the message box.
  const { t } = useTranslation(['reservation', 'bookings', 'booking']);
  const { t: tErrors } = useTranslation('errors');
  const { bookingNumber = '' } = useParams();
  useDocumentTitle(t('title', { bookingNumber }));
  const { data: booking, error, isLoading, refetch } = useGetReservationQuery(bookingNumber, { skip: bookingNumber === '' });
  const errorKey = error ? apiErrorMessageKey(error) : undefined;
  const notFound = bookingNumber === '' || errorKey === 'NOT_FOUND' || errorKey === 'BOOKING_NOT_FOUND';

  let content;
  if (booking) {
    content = <LoadedReservation booking={booking} />;
  } else if (notFound) {
    content = (
      <div className="mt-6 max-w-2xl space-y-4">
        <ReservationTitle bookingNumber={bookingNumber} />
        <FormAlert tone="error">{t('notFound')}</FormAlert>
        <ButtonLink to={paths.dashboard.getHref()}>{t('returnToDashboard')}</ButtonLink>
      </div>
    );
  } else if (error) {
    content = (
      <div className="mt-6 max-w-2xl space-y-4">
        <ReservationTitle bookingNumber={bookingNumber} />
        <FormAlert tone="error">{translateApiError(error, tErrors)}</FormAlert>
        <button type="button" onClick={() => void refetch()} className={SECONDARY_BUTTON}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (isLoading || !booking) {
    content = <PageSkeleton />;
  }

  return (
    <PageContainer className="py-8 sm:py-12">
      <PageNav viewer={booking?.viewer} />
      {content}
    </PageContainer>
  );
}
