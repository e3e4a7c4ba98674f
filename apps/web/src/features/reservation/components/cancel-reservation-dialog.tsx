import { useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { LateFeeRequiredDetails, ReservationView } from '@hm/contracts';
import { specificApiErrorKey, type ErrorMessageKey } from '../../../lib/api-error';
import { useCancelReservationMutation } from '../api';
import { customerChangeIsLate, lateFeeRefusalOf } from '../change-policy';
import { FeeChargedToCard, useDeadlineParts, useFeeFormat } from './change-policy';

interface CancelReservationDialogProps {
  booking: ReservationView;
  onCancelled: () => void;
}

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-70';

/**
 * 'Cancel Reservation' and its confirmation. A Radix dialog: focus stays inside,
 * Escape closes it (except while the request runs), focus returns to the button. The safe
 * choice, keeping the reservation, has the focus first. After the free-change deadline (on this
 * device's clock when it opens, or as the API answered) it states the fee, and confirming accepts it.
 */
export function CancelReservationDialog({ booking, onCancelled }: CancelReservationDialogProps) {
  const { t } = useTranslation('reservation');
  const { t: tErrors } = useTranslation('errors');
  const fee = useFeeFormat();
  const deadline = useDeadlineParts();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<{ key?: ErrorMessageKey } | null>(null);
  const [late, setLate] = useState<LateFeeRequiredDetails | null>(null);
  const [cancel, { isLoading }] = useCancelReservationMutation();
  const keepRef = useRef<HTMLButtonElement>(null);
  const { bookingNumber } = booking;

  const confirm = async () => {
    setFailure(null);
    try {
      await cancel({ bookingNumber, acceptLateFee: late !== null }).unwrap();
      setOpen(false);
      onCancelled();
    } catch (error) {
      const refusal = lateFeeRefusalOf(error as Parameters<typeof lateFeeRefusalOf>[0]);
      if (refusal) setLate(refusal);
      setFailure({ key: specificApiErrorKey(error as Parameters<typeof specificApiErrorKey>[0]) });
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isLoading) return;
        setOpen(next);
        if (!next) setFailure(null);
        // Judged when it opens: the deadline may have passed since the page was loaded.
        const policy = booking.changePolicy;
        if (next) setLate(policy && customerChangeIsLate(booking) ? { feeCents: policy.lateFeeCents, freeUntil: policy.freeUntil } : null);
      }}
    >
      <Dialog.Trigger className={`${BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}>
        {t('actions.cancelReservation')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            keepRef.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (isLoading) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">{t('cancel.title')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-3 text-slate-700">
              <p>{t('cancel.body', { bookingNumber })}</p>
              {late && (
                <p className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">
                  {t('cancel.lateBody', { ...deadline(late.freeUntil), fee: fee(late.feeCents) })}
                  <FeeChargedToCard booking={booking} />
                </p>
              )}
            </div>
          </Dialog.Description>
          {failure && (
            <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {failure.key ? tErrors(failure.key) : t('cancel.failed')}
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close
              ref={keepRef}
              disabled={isLoading}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              {t('cancel.keep')}
            </Dialog.Close>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={isLoading}
              aria-busy={isLoading || undefined}
              className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}
            >
              {isLoading ? t('cancel.confirming') : late ? t('cancel.confirmWithFee', { fee: fee(late.feeCents) }) : t('cancel.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
