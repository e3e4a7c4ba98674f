import { useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { EmailCaptureSource } from '@hm/contracts';
import { WaitlistForm } from '../../public-forms';

interface WaitlistDialogProps {
  source: EmailCaptureSource;
  /** The opening button's text. */
  children: ReactNode;
  className?: string;
}

/**
 * Waitlist modal: an e-mail-only form in a dialog that keeps focus inside, closes on
 * Escape or its close button, gives focus back to its button, and closes itself 3 s after a
 * successful subscription.
 */
export function WaitlistDialog({ source, children, className = '' }: WaitlistDialogProps) {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className}>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          ref={content}
          // Straight to the e-mail field, the one thing to do here (the close button comes first in the DOM).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{t('waitlist.modalTitle')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('waitlist.close')}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-slate-600">{t('waitlist.modalLead')}</Dialog.Description>
          <div className="mt-5">
            <WaitlistForm source={source} layout="stacked" onDoneShown={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
