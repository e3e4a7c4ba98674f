// The core namespaces in English, bundled into one chunk (see ../locale-namespaces.ts).
// Keep the list in the glob equal to CORE_NAMESPACES (locale-backend.ts checks it at run time).
export default import.meta.glob<Record<string, unknown>>(
  '../../../../../libs/i18n/locales/en/{common,nav,footer,errors,pages,seo,account,chat,services,landing,site,forms}.json',
  { eager: true, import: 'default' },
);
