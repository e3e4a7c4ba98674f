import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInDevice } from '@hm/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/date-format';
import { useGetDevicesQuery, useSignOutDeviceMutation, useSignOutOtherDevicesMutation } from '../api';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

/** The account's open sign-ins, each of which can be ended from here (Settings). */
export function SignedInDevices({ headingId }: { headingId: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { data: devices, isLoading, isError, refetch } = useGetDevicesQuery();
  const [signOutDevice, signingOut] = useSignOutDeviceMutation();
  const [signOutOthers, signingOutOthers] = useSignOutOtherDevicesMutation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const deviceName = (device: SignedInDevice) =>
    device.browser && device.os
      ? t('devices.browserOn', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('devices.unknownBrowser'));
  const others = devices?.filter((device) => !device.current) ?? [];

  const endOne = async (device: SignedInDevice) => {
    setOutcome(null);
    try {
      await signOutDevice(device.id).unwrap();
      setOutcome({ tone: 'success', text: t('devices.signedOut') });
    } catch {
      setOutcome({ tone: 'error', text: t('devices.failed') });
    }
  };

  const endOthers = async () => {
    setOutcome(null);
    try {
      await signOutOthers().unwrap();
      setConfirming(false);
      setOutcome({ tone: 'success', text: t('devices.othersSignedOut') });
    } catch {
      setConfirming(false);
      setOutcome({ tone: 'error', text: t('devices.failed') });
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('devices.heading')}
      </h2>
      <p className="mt-2 text-slate-600">{t('devices.description')}</p>

      {isLoading && (
        <p role="status" className="mt-4 text-slate-600">
          {t('devices.loading')}
        </p>
      )}
      {isError && !devices && (
        <FormAlert tone="error" className="mt-4">
          <p>{t('devices.loadError')}</p>
          <button type="button" onClick={() => void refetch()} className={`${BUTTON_CLASS} mt-3`}>
            {t('devices.retry')}
          </button>
        </FormAlert>
      )}
      {outcome && (
        <FormAlert tone={outcome.tone} className="mt-4">
          {outcome.text}
        </FormAlert>
      )}

      {devices && (
        <>
          <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
            {devices.map((device) => (
              <li key={device.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-semibold text-slate-900">
                    {deviceName(device)}
                    {device.current && (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
                        {t('devices.current')}
                      </span>
                    )}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {t('devices.signedInAt', { date: formatDateTime(device.signedInAt, language) })}
                    {' · '}
                    {t('devices.lastActiveAt', { date: formatDateTime(device.lastActiveAt, language) })}
                    {device.ip && (
                      <>
                        {' · '}
                        {t('devices.ip', { ip: device.ip })}
                      </>
                    )}
                  </p>
                </div>
                {!device.current && (
                  <button
                    type="button"
                    onClick={() => void endOne(device)}
                    disabled={signingOut.isLoading}
                    aria-label={t('devices.signOutLabel', { device: deviceName(device) })}
                    className={BUTTON_CLASS}
                  >
                    {t('devices.signOut')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="mt-4 text-slate-600">{t('devices.noOthers')}</p>
          ) : (
            <button type="button" onClick={() => setConfirming(true)} className={`${BUTTON_CLASS} mt-4`}>
              {t('devices.signOutOthers')}
            </button>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('devices.confirmTitle')}
        description={t('devices.confirmDescription')}
        confirmLabel={t('devices.confirm')}
        cancelLabel={t('devices.cancel')}
        onConfirm={() => void endOthers()}
        busy={signingOutOthers.isLoading}
        tone="danger"
      />
    </section>
  );
}
