import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import type { BookingView } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageContainer } from '../../../components/ui/page-container';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { apiErrorMessageKey } from '../../../lib/api-error';
import { useSession } from '../../auth/hooks/use-session';
import { useGetBookingQuery } from '../api';
import { formatBookingDate, formatBookingTime } from '../date-time-format';
import { formatPhoneForDisplay } from '../phone-format';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const NUMBER_SLOT = '\u0000';

/** The page title with the booking number kept on one line (it breaks at its hyphens otherwise). */
function ReservationTitle({ bookingNumber }: { bookingNumber: string }) {
  const { t } = useTranslation('booking');
  const [before = '', after = ''] = t('reservation.title', { bookingNumber: NUMBER_SLOT }).split(NUMBER_SLOT);
  return (
    <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
      {before}
      <span className="whitespace-nowrap">{bookingNumber}</span>
      {after}
    </h1>
  );
}

function BookingSummary({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const service = getService(booking.serviceId);
  return (
    <>
      <p className="mt-4">
        <span className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {t(`reservation.status.${booking.status}`)}
        </span>
      </p>
      <dl className="mt-6 max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
        <Detail label={t('confirm.service')}>
          {service && <span className="block font-semibold">{service.name[language]}</span>}
          <span className="block">{booking.serviceOption}</span>
        </Detail>
        <Detail label={t('confirm.dateTime')}>
          {t('confirm.dateAtTime', {
            date: formatBookingDate(booking.scheduledDate, language),
            time: formatBookingTime(booking.scheduledTime, language),
          })}
        </Detail>
        <Detail label={t('confirm.address')}>
          <span className="block">
            {booking.address}
            {booking.apartment && `, ${t('confirm.apartment', { apartment: booking.apartment })}`}
          </span>
          <span className="block">
            {booking.city} {booking.postalCode}
          </span>
        </Detail>
        {booking.description && (
          <Detail label={t('confirm.description')}>
            <span className="whitespace-pre-line">{booking.description}</span>
          </Detail>
        )}
        <Detail label={t('confirm.contact')}>
          <span className="block">
            {booking.firstName} {booking.lastName}
          </span>
          <span className="block">{booking.email}</span>
          <span className="block">{formatPhoneForDisplay(booking.phone)}</span>
        </Detail>
      </dl>
    </>
  );
}

/** /reservation/{bookingNumber}: the booking as saved. Timeline, messages and changes come with their own issue. */
export function ReservationPage() {
  usePageTitle('reservation');
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const { bookingNumber = '' } = useParams();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data: booking, error, isLoading } = useGetBookingQuery(bookingNumber, { skip: !signedIn || bookingNumber === '' });
  const errorKey = error ? apiErrorMessageKey(error) : undefined;

  let content: ReactNode;
  if (session.status === 'loading' || isLoading) {
    content = (
      <p role="status" className="mt-6 text-slate-600">
        {t('reservation.loading')}
      </p>
    );
  } else if (!signedIn) {
    content = (
      <div className="mt-6 max-w-2xl space-y-4">
        <FormAlert tone="info">{t('reservation.signInRequired')}</FormAlert>
        <ButtonLink to={paths.login.getHref(paths.reservation.getHref(bookingNumber))}>{t('reservation.signIn')}</ButtonLink>
      </div>
    );
  } else if (errorKey === 'NOT_FOUND' || errorKey === 'BOOKING_NOT_FOUND') {
    content = <FormAlert tone="error" className="mt-6 max-w-2xl">{t('reservation.notFound')}</FormAlert>;
  } else if (error) {
    content = <FormAlert tone="error" className="mt-6 max-w-2xl">{tErrors(errorKey ?? 'UNKNOWN')}</FormAlert>;
  } else if (booking) {
    content = <BookingSummary booking={booking} />;
  }

  return (
    <PageContainer className="py-12 sm:py-16">
      <ReservationTitle bookingNumber={bookingNumber} />
      {content}
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.bookService.getHref()} variant="secondary">
          {t('reservation.bookAnother')}
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
