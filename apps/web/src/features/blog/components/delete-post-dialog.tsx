import { useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useDeletePostMutation } from '../api';

/** The author's Delete button and its confirmation: Cancel, or Delete ('Deleting...'), then /blog. */
export function DeletePostDialog({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [deletePost, { isLoading }] = useDeletePostMutation();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setFailed(false);
    try {
      await deletePost(slug).unwrap();
      setOpen(false);
      void navigate(paths.blog.getHref(), { replace: true });
    } catch (error) {
      // Logged, and the button works again.
      console.warn('Blog post delete failed', error);
      setFailed(true);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isLoading) return;
        setOpen(next);
        setFailed(false);
      }}
    >
      <Dialog.Trigger className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50">
        {t('post.delete')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            // The safe choice has the focus: Enter does not delete.
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{t('post.deleteTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{t('post.deleteConfirm')}</Dialog.Description>
          <p aria-live="assertive" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
            {failed ? t('post.deleteFailed') : ''}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close
              ref={cancelRef}
              disabled={isLoading}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              {t('post.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={isLoading}
              aria-busy={isLoading || undefined}
              onClick={() => void confirm()}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {isLoading ? t('post.deleting') : t('post.delete')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
