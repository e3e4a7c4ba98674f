import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { PRIMARY, SECONDARY } from './pro-shell';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  busy: boolean;
  error?: string | null;
}

/** An alertdialog: focus starts on Cancel, stays inside, returns to the opener; Escape closes unless busy. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, busy, error }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          {error && (
            <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close ref={cancelRef} disabled={busy} className={SECONDARY}>
              {cancelLabel}
            </Dialog.Close>
            <button type="button" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined} className={PRIMARY}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
