// <BookingTimeline bookingNumber="HM-2026-…" /> — the live timeline of one booking:
// the five steps with done / current / upcoming, the progress bar, each event's note and time,
// or the Booking Cancelled panel. It loads what it needs itself (the reservation and its
// timeline, through RTK Query, shared with any other component showing the same booking) and
// follows the booking over the app's socket while mounted, so a new step appears without a
// reload. Used by the reservation page's Timeline tab and by the dashboard's inline row
// timeline: `headingLevel` fits it under the surrounding heading (default 2), `headingId`
// lets a container point aria-labelledby at its heading. Key it by booking number.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TIMELINE_STATUSES,
  timelineProgressPercent,
  timelineStepState,
  type BookingActor,
  type TimelineEventView,
  type TimelineStatus,
  type TimelineStepState,
} from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { translateApiError } from '../../../lib/api-error';
import { useGetReservationQuery, useGetTimelineQuery } from '../api';
import { formatEventTime } from '../format';
import { formatBookingNote } from '../note-format';
import { Heading, type HeadingLevel } from './heading';

interface BookingTimelineProps {
  bookingNumber: string;
  headingLevel?: HeadingLevel;
  headingId?: string;
}

const STEP_DOT: Record<TimelineStepState, string> = {
  done: 'border-green-600 bg-green-600 text-white',
  current: 'border-brand-700 bg-brand-700 text-white ring-4 ring-brand-100',
  upcoming: 'border-slate-300 bg-white text-slate-500',
};

function StepIcon({ state, index }: { state: TimelineStepState; index: number }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${STEP_DOT[state]}`}
    >
      {state === 'done' ? (
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" />
        </svg>
      ) : (
        index + 1
      )}
    </span>
  );
}

function EventNotes({ events, reader }: { events: readonly TimelineEventView[]; reader: BookingActor }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  if (events.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1.5">
      {events.map((event) => (
        <li key={event.id} className="text-sm text-slate-700">
          <time dateTime={event.createdAt} className="font-medium text-slate-500">
            {formatEventTime(event.createdAt, language)}
          </time>
          {event.note && (
            <span className="block break-words whitespace-pre-line">{formatBookingNote(event.note, t, language, reader)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function TimelineSkeleton() {
  const { t } = useTranslation('reservation');
  return (
    <div>
      <p role="status" className="text-slate-600">
        {t('timeline.loading')}
      </p>
      <div aria-hidden="true" className="mt-4 animate-pulse space-y-4">
        <div className="h-2 rounded-full bg-slate-200" />
        {TIMELINE_STATUSES.map((status) => (
          <div key={status} className="flex gap-3">
            <div className="size-8 rounded-full bg-slate-200" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-1/3 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function Steps({ current, events, reader }: { current: TimelineStatus; events: readonly TimelineEventView[]; reader: BookingActor }) {
  const { t } = useTranslation('reservation');
  return (
    <ol className="mt-5">
      {TIMELINE_STATUSES.map((status, index) => {
        const state = timelineStepState(current, status);
        const last = index === TIMELINE_STATUSES.length - 1;
        return (
          <li key={status} aria-current={state === 'current' ? 'step' : undefined} className="relative flex gap-3 pb-6 last:pb-0">
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute top-8 left-4 -ml-px h-[calc(100%-2rem)] w-0.5 ${state === 'done' ? 'bg-green-600' : 'bg-slate-200'}`}
              />
            )}
            <StepIcon state={state} index={index} />
            <div className="min-w-0 flex-1 pt-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className={`font-semibold ${state === 'upcoming' ? 'text-slate-500' : 'text-slate-900'}`}>
                  {t(`timeline.steps.${status}.title`)}
                </span>
                {state === 'current' ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t('timeline.currentStep')}
                  </span>
                ) : (
                  <span className="sr-only">({t(`timeline.state.${state}`)})</span>
                )}
              </p>
              <p className="text-sm text-slate-600">{t(`timeline.steps.${status}.text`)}</p>
              <EventNotes events={events.filter((event) => event.status === status)} reader={reader} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The live timeline of one booking; see the comment at the top of this file. */
export function BookingTimeline({ bookingNumber, headingLevel = 2, headingId }: BookingTimelineProps) {
  const { t } = useTranslation('reservation');
  const { t: tErrors } = useTranslation('errors');
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const progressLabelId = useId();
  const reservation = useGetReservationQuery(bookingNumber);
  const timeline = useGetTimelineQuery(bookingNumber);
  const booking = reservation.data;
  const events = timeline.data;

  let body;
  if (booking && events) {
    const percent = timelineProgressPercent(booking.timelineStatus);
    body =
      booking.status === 'cancelled' ? (
        <>
          <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4">
            <p className="font-semibold text-red-800">{t('timeline.cancelled.title')}</p>
            <p className="mt-1 text-sm text-red-800">{t('timeline.cancelled.text')}</p>
          </div>
          {/* The steps stop meaning anything once cancelled; what happened stays readable. */}
          <p className="mt-5 text-sm font-semibold text-slate-700">{t('timeline.activity')}</p>
          <EventNotes events={events} reader={booking.viewer} />
        </>
      ) : (
        <>
          <div className="mt-4">
            <div className="flex items-baseline justify-between text-sm">
              <span id={progressLabelId} className="font-semibold text-slate-700">
                {t('timeline.progress')}
              </span>
              <span className="text-slate-600">{t('timeline.progressValue', { percent })}</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={progressLabelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('timeline.progressValue', { percent })}
              className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-brand-700 transition-[width] duration-500" style={{ width: `${percent}%` }} />
            </div>
          </div>
          <Steps current={booking.timelineStatus} events={events} reader={booking.viewer} />
        </>
      );
  } else if (reservation.isError || timeline.isError) {
    body = (
      <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <p className="font-semibold">{t('timeline.loadFailed')}</p>
        <p className="mt-1">{translateApiError(reservation.error ?? timeline.error, tErrors)}</p>
        <button
          type="button"
          onClick={() => {
            if (reservation.isError) void reservation.refetch();
            if (timeline.isError) void timeline.refetch();
          }}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-100"
        >
          {t('retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="mt-4">
        <TimelineSkeleton />
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="text-lg font-bold text-slate-900">
        {t('timeline.heading')}
      </Heading>
      {body}
    </section>
  );
}
