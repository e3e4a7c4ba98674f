import type { BackendModule, ReadCallback } from 'i18next';
import { SERVER_ONLY_NAMESPACES } from '@hm/i18n/namespaces';

// One lazy module per file; the build puts a language's core namespaces (CORE_NAMESPACES) in one
// chunk (vite.config.ts), so loading them all at start-up is one download. A Vite glob must be a
// literal: it leaves out SERVER_ONLY_NAMESPACES by name (locale-backend.spec.ts checks it).
const LOADERS = import.meta.glob<Record<string, unknown>>(['../../../../libs/i18n/locales/*/*.json', '!**/mail.json'], {
  import: 'default',
});
const PREFIX = '../../../../libs/i18n/locales/';

/**
 * i18next backend reading the JSON files of libs/i18n as code-split chunks. i18next's read
 * queue gives the loading behaviour of docs/languages.md: 10 parallel reads, 5 retries, 350 ms delay
 * doubling on each retry (its defaults, set explicitly in i18n-options.ts).
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if ((SERVER_ONLY_NAMESPACES as readonly string[]).includes(namespace)) {
      callback(new Error(`Namespace ${namespace} is not for the browser`), false);
      return;
    }
    const loading: Promise<Record<string, unknown> | undefined> =
      LOADERS[`${PREFIX}${language}/${namespace}.json`]?.() ?? Promise.resolve(undefined);
    loading.then(
      (data) => {
        if (data) callback(null, data as never);
        else callback(new Error(`No translations for ${language}/${namespace}`), false);
      },
      // A network failure: ask i18next to retry.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
