import { Component, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { wizardClosed } from '../slice';

function LoadFailed() {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div role="alert" className="max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <p className="font-semibold text-slate-900">{t('loadFailed.text')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {/* The wizard's state is kept in sessionStorage: reloading brings it back. */}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t('loadFailed.reload')}
          </button>
          <button
            type="button"
            onClick={() => dispatch(wizardClosed())}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('actions.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A failed download of the wizard's code (offline, a new release) must not take the page down. */
export class WizardLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
