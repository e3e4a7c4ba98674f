import { useTranslation } from 'react-i18next';

/** 'An error occurred while retrieving bookings.', with a way to try again. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      <p>{message ?? t('errors.load')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-100"
      >
        {t('errors.retry')}
      </button>
    </div>
  );
}
