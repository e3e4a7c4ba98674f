import { useEffect, useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { bookingSlotError, formatCanadianPostalCode } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldError } from '../../../components/ui/field-message';
import { translateApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../hooks/use-language';
import { useGetAvailabilityQuery } from '../api';
import { formatBookingDate } from '../date-time-format';
import { freeTimesOf, isEveryDayFull } from '../free-slots';
import { useFieldError } from '../hooks/use-field-error';
import { useServiceArea } from '../hooks/use-service-area';
import { dateChanged, freeSlotsLoaded, timeSlotChosen, wentTo } from '../slice';
import type { BookingWizardState } from '../wizard-state';
import { FreeDayPicker } from './free-day-picker';
import { FreeTimeList } from './free-time-list';
import { ServiceAreaNotice } from './service-area-notice';
import { StepHeading } from './step-heading';

type Props = Pick<BookingWizardState, 'serviceId' | 'subServiceId' | 'address' | 'date' | 'time' | 'fieldErrors'>;

const LINK_BUTTON_CLASS = 'min-h-11 rounded-lg border px-4 font-semibold';

/**
 * Step 3: a day of the next 30 and one of its free times, as GET /api/public/availability gives
 * them for the sub-service and the postal code (docs/booking-rules.md, Free slots). A full day is
 * shown but cannot be chosen; a chosen date or time that is no longer free is dropped.
 */
export function DateTimeStep({ serviceId, subServiceId, address, date, time, fieldErrors }: Props) {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const dispatch = useDispatch();
  const headingId = useId();
  const dateErrorId = useId();
  const fieldError = useFieldError(fieldErrors);
  const query = {
    serviceId: serviceId ?? '',
    subServiceId: subServiceId ?? '',
    postalCode: formatCanadianPostalCode(address.postalCode.trim()),
  };
  // Asked afresh each time the step is shown: the times change as others book.
  const { data, error, isFetching, refetch } = useGetAvailabilityQuery(query, {
    skip: serviceId === null || subServiceId === null,
    refetchOnMountOrArgChange: true,
  });
  const days = isFetching ? undefined : data?.days;
  // Nobody free may mean nobody serves the area (the address step's check could not say): then its waitlist.
  const area = useServiceArea(serviceId, address.postalCode);

  useEffect(() => {
    if (days) dispatch(freeSlotsLoaded(days));
  }, [dispatch, days]);

  const changeAddress = () => dispatch(wentTo('address'));
  // Today, a visit must start at least the lead time from now: a time chosen a while ago may have passed it.
  const localTimeError = time !== '' && bookingSlotError(date, time) ? t('fieldErrors.timeTooSoon') : undefined;
  const dateError = fieldError('scheduledDate');

  let content;
  if (isFetching || (!days && !error)) {
    content = (
      <div>
        <p role="status" className="text-slate-700">
          {t('steps.dateTime.loading')}
        </p>
        <div aria-hidden="true" className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7">
          {Array.from({ length: 14 }, (_, index) => (
            <span key={index} className="block h-18 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      </div>
    );
  } else if (!days) {
    content = (
      <FormAlert tone="error" title={t('steps.dateTime.loadFailed')}>
        <p>{translateApiError(error, tErrors)}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" onClick={() => void refetch()} className={`${LINK_BUTTON_CLASS} border-red-300 bg-white hover:bg-red-100`}>
            {t('steps.dateTime.retry')}
          </button>
          <button type="button" onClick={changeAddress} className={`${LINK_BUTTON_CLASS} border-red-300 bg-white hover:bg-red-100`}>
            {t('steps.dateTime.changeAddress')}
          </button>
        </div>
      </FormAlert>
    );
  } else if (isEveryDayFull(days)) {
    content = (
      <div className="space-y-5">
        <FormAlert tone="info" title={t('steps.dateTime.emptyTitle')}>
          <p>{t('steps.dateTime.empty')}</p>
          <button
            type="button"
            onClick={changeAddress}
            className={`${LINK_BUTTON_CLASS} mt-3 border-amber-300 bg-white hover:bg-amber-100`}
          >
            {t('steps.dateTime.changeAddress')}
          </button>
        </FormAlert>
        <ServiceAreaNotice state={area.state} fsa={area.fsa} serviceId={serviceId} postalCode={address.postalCode} />
      </div>
    );
  } else {
    const freeTimes = freeTimesOf(days, date);
    const capped = days.filter((day) => day.capacityReached);
    content = (
      <div className="space-y-6">
        {capped.length > 0 && (
          <FormAlert tone="info" title={t('steps.dateTime.capacityTitle')}>
            <p>
              {t('steps.dateTime.capacity', {
                dates: new Intl.ListFormat(language === 'fr' ? 'fr-CA' : 'en-US', { type: 'conjunction' }).format(
                  capped.map((day) => formatBookingDate(day.date, language)),
                ),
              })}
            </p>
          </FormAlert>
        )}
        <div>
          <FreeDayPicker
            days={days}
            date={date}
            errorId={dateError ? dateErrorId : undefined}
            onChoose={(day) => dispatch(dateChanged({ date: day.date, freeTimes: day.slots }))}
          />
          <FieldError id={dateErrorId} message={dateError} />
        </div>
        {date !== '' && freeTimes.length > 0 ? (
          <FreeTimeList
            date={date}
            freeTimes={freeTimes}
            time={time}
            onChoose={(slot) => dispatch(timeSlotChosen(slot))}
            error={localTimeError ?? fieldError('scheduledTime')}
          />
        ) : (
          <p className="text-slate-600">{t('steps.dateTime.chooseDay')}</p>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <StepHeading id={headingId}>{t('steps.dateTime.title')}</StepHeading>
      <p className="mt-1 text-slate-600">{t('steps.dateTime.lead')}</p>
      <div className="mt-5">{content}</div>
    </section>
  );
}
