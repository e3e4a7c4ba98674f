import type { BackendModule, ReadCallback } from 'i18next';
import { CORE_NAMESPACES, SERVER_ONLY_NAMESPACES } from './locale-namespaces';

type Namespaces = Record<string, Record<string, unknown>>;

// One chunk per language for the core namespaces; one small chunk per file for the others.
const CORE_LOADERS: Record<string, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  en: () => import('./locales/core-en'),
  fr: () => import('./locales/core-fr'),
};
const LAZY_LOADERS = import.meta.glob<Record<string, unknown>>(
  ['../../../../libs/i18n/locales/*/*.json', '!**/{common,nav,footer,errors,pages,seo,account,chat,services,landing,site,forms,mail}.json'],
  { import: 'default' },
);
const LAZY_PREFIX = '../../../../libs/i18n/locales/';

const core = new Map<string, Promise<Namespaces>>();

function loadCore(language: string): Promise<Namespaces> {
  let found = core.get(language);
  if (!found) {
    const loader = CORE_LOADERS[language];
    if (!loader) return Promise.reject(new Error(`No translations for language ${language}`));
    found = loader().then(({ default: files }) => {
      const namespaces: Namespaces = {};
      for (const [path, data] of Object.entries(files)) namespaces[path.slice(path.lastIndexOf('/') + 1, -'.json'.length)] = data;
      return namespaces;
    });
    // A failed download may be retried (i18next retries reads).
    found.catch(() => core.delete(language));
    core.set(language, found);
  }
  return found;
}

const isCore = (namespace: string) => (CORE_NAMESPACES as readonly string[]).includes(namespace);

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
    const loading: Promise<Record<string, unknown> | undefined> = isCore(namespace)
      ? loadCore(language).then((namespaces) => namespaces[namespace])
      : (LAZY_LOADERS[`${LAZY_PREFIX}${language}/${namespace}.json`]?.() ?? Promise.resolve(undefined));
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
