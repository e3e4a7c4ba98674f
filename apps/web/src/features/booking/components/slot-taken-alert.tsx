import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { FreeSlot } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatBookingDate, formatBookingTime } from '../date-time-format';
import { freeSlotPicked } from '../slice';
import { STEP_HEADING_SELECTOR } from './step-heading';

/** 409 SLOT_TAKEN on the date step: the time went to someone else; each next free time is one tap away. */
export function SlotTakenAlert({ nextSlots }: { nextSlots: readonly FreeSlot[] }) {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const clock = useClock();
  const dispatch = useDispatch();
  const pick = (slot: FreeSlot) => {
    dispatch(freeSlotPicked(slot));
    // The alert and its buttons go: the step's heading takes the focus back.
    document.querySelector<HTMLElement>(STEP_HEADING_SELECTOR)?.focus();
  };
  return (
    <FormAlert tone="error" title={tErrors('SLOT_TAKEN')}>
      {nextSlots.length === 0 ? (
        <p>{t('steps.dateTime.noNextSlots')}</p>
      ) : (
        <>
          <p>{t('steps.dateTime.nextSlots')}</p>
          <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {nextSlots.map((slot) => (
              <li key={`${slot.date}T${slot.time}`}>
                <button
                  type="button"
                  onClick={() => pick(slot)}
                  className="min-h-11 w-full rounded-lg border border-red-300 bg-white px-4 text-left font-semibold text-slate-900 hover:bg-red-100 sm:w-auto"
                >
                  {t('confirm.dateAtTime', {
                    date: formatBookingDate(slot.date, language),
                    time: formatBookingTime(slot.time, language, clock),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </FormAlert>
  );
}
