import { useTranslation } from 'react-i18next';

/** Loading and failure of one console list, with a retry. */
export function LoadState({ loading, failed, onRetry }: { loading: boolean; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  if (loading) {
    return (
      <p role="status" className="py-6 text-slate-600">
        {t('loading')}
      </p>
    );
  }
  if (!failed) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      {t('loadError')}
      <button type="button" onClick={onRetry} className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold hover:bg-red-100">
        {t('retry')}
      </button>
    </div>
  );
}

export const ACTION_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70';
