import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_CAPTURE_SOURCES, type EmailCaptureSource } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/date-format';
import { downloadObjectUrl } from '../../../lib/download';
import { useExportWaitlistsMutation, useWaitlistsQuery } from '../api';
import { ACTION_BUTTON, LoadState } from './load-state';
import { Pager } from './pager';

/** The site's waitlists (docs/operations.md "Waitlists"): newest first, by list, and their CSV export. */
export function Waitlists() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [source, setSource] = useState<EmailCaptureSource | ''>('');
  const [page, setPage] = useState(1);
  const list = useWaitlistsQuery({ page, ...(source ? { source } : {}) });
  const [exportCsv, exporting] = useExportWaitlistsMutation();
  const [exportFailed, setExportFailed] = useState(false);
  const captionId = useId();
  const data = list.data;

  const onExport = async () => {
    setExportFailed(false);
    const answer = await exportCsv(source ? { source } : {});
    if ('data' in answer && answer.data) downloadObjectUrl(answer.data, t('waitlists.fileName', { list: source || 'all' }));
    else setExportFailed(true);
  };

  return (
    <div>
      <p className="text-slate-700">{t('waitlists.intro')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <SelectField
          label={t('waitlists.list')}
          value={source}
          className="min-w-64"
          onChange={(event) => {
            setSource(event.target.value as EmailCaptureSource | '');
            setPage(1);
          }}
        >
          <option value="">{t('waitlists.anyList')}</option>
          {EMAIL_CAPTURE_SOURCES.map((value) => (
            <option key={value} value={value}>
              {t(`waitlists.sources.${value}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          onClick={() => void onExport()}
          disabled={exporting.isLoading}
          className={`${ACTION_BUTTON} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
        >
          {exporting.isLoading ? t('waitlists.exporting') : t('waitlists.export')}
        </button>
      </div>
      {exportFailed && (
        <FormAlert tone="error" className="mt-3">
          {t('waitlists.exportFailed')}
        </FormAlert>
      )}
      <div className="mt-4">
        <LoadState loading={list.isLoading} failed={list.isError} onRetry={() => void list.refetch()} />
      </div>
      {data && (
        <div aria-live="polite" aria-busy={list.isFetching || undefined}>
          <p id={captionId} className="text-sm text-slate-600">
            {t('waitlists.total', { count: data.total })}
          </p>
          {data.items.length === 0 ? (
            <p className="py-6 text-slate-600">{t('waitlists.empty')}</p>
          ) : (
            // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
            <div
              role="region"
              aria-labelledby={captionId}
              tabIndex={0}
              className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <table aria-describedby={captionId} className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('waitlists.email')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('waitlists.list')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('waitlists.language')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('waitlists.signedUp')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.items.map((entry) => (
                    <tr key={entry.email}>
                      <td className="px-3 py-2 break-all text-slate-900">{entry.email}</td>
                      <td className="px-3 py-2 text-slate-700">{t(`waitlists.sources.${entry.source}`)}</td>
                      <td className="px-3 py-2 text-slate-700">{t(`inbox.languages.${entry.locale}`)}</td>
                      <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDateTime(entry.createdAt, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={data.page} total={data.totalPages} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
