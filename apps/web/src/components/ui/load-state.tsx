import type { Namespace } from '@hm/i18n';
import { useTranslation } from 'react-i18next';

interface LoadStateProps {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Namespace holding `loading`, `loadError` and `retry` (each feature words them its own way). */
  namespace: Namespace;
}

/** Loading and failure of one list or page, with a retry; nothing once the data is there. */
export function LoadState({ loading, failed, onRetry, namespace }: LoadStateProps) {
  const { t } = useTranslation(namespace);
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
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold hover:bg-red-100"
      >
        {t('retry')}
      </button>
    </div>
  );
}
