import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataExportFileName } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { downloadObjectUrl } from '../../../lib/download';
import { useExportDataMutation } from '../api';

/** Saves a text as a file, as the browser's own download would. */
function saveFile(text: string, fileName: string): void {
  downloadObjectUrl(URL.createObjectURL(new Blob([text], { type: 'application/json' })), fileName);
}

/** Settings: download everything kept about the account (Law 25 right of access). */
export function DataExport({ headingId }: { headingId: string }) {
  const { t } = useTranslation('account');
  const [exportData, { isLoading }] = useExportDataMutation();
  const [outcome, setOutcome] = useState<'ready' | 'failed' | null>(null);

  const download = async () => {
    setOutcome(null);
    try {
      saveFile(await exportData().unwrap(), dataExportFileName(new Date()));
      setOutcome('ready');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('dataExport.heading')}
      </h2>
      <p className="mt-2 text-slate-600">{t('dataExport.description')}</p>
      {outcome && (
        <FormAlert tone={outcome === 'ready' ? 'success' : 'error'} className="mt-4">
          {t(`dataExport.${outcome}`)}
        </FormAlert>
      )}
      <button
        type="button"
        onClick={() => void download()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isLoading ? t('dataExport.downloading') : t('dataExport.download')}
      </button>
    </section>
  );
}
