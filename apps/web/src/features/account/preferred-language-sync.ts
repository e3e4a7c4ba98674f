import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { toSupportedLanguage } from '@hm/contracts';
import type { StateWithAuth } from '../../lib/session/session-slice';

interface AppStore {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
}

/**
 * The FR|EN switch, while signed in, also makes that language the user's preferred one
 * (their e-mails and messages follow it). Fire and forget: the switch never waits for or
 * fails with the API; a failure is logged and the next switch tries again.
 */
export function startPreferredLanguageSync(store: AppStore, i18n: I18n): () => void {
  const onLanguageChanged = (tag: string) => {
    const language = toSupportedLanguage(tag);
    const { auth } = store.getState() as StateWithAuth;
    if (!language || auth.status !== 'signed-in' || auth.user.locale === language) return;
    // The API client's code is loaded on demand (apps/web/src/lib/api-loading.ts).
    import('./api')
      .then(({ accountApi }) => store.dispatch(accountApi.endpoints.updateProfile.initiate({ locale: language })).unwrap())
      .catch((error: unknown) => console.error('Could not save the preferred language', error));
  };
  i18n.on('languageChanged', onLanguageChanged);
  return () => i18n.off('languageChanged', onLanguageChanged);
}
