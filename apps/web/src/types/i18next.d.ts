// Typed translation keys: `t('nav:bookNow')` is checked against the English resources,
// so a missing or misspelt key fails the type-check instead of showing the raw key.
import type { resources } from '@hm/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
