// Translations for web, api and worker. One JSON file per namespace and language under
// locales/<lang>/<namespace>.json, so each feature owns its own file; they are assembled here.
// English is the fallback language.
import enCommon from '../locales/en/common.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import enNav from '../locales/en/nav.json' with { type: 'json' };
import frNav from '../locales/fr/nav.json' with { type: 'json' };
import enFooter from '../locales/en/footer.json' with { type: 'json' };
import frFooter from '../locales/fr/footer.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import frPages from '../locales/fr/pages.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const resources = {
  en: { common: enCommon, nav: enNav, footer: enFooter, pages: enPages, errors: enErrors },
  fr: { common: frCommon, nav: frNav, footer: frFooter, pages: frPages, errors: frErrors },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
