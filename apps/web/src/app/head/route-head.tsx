import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alternateLinks, isIndexablePath, pageUrl, PRERENDER_ORIGIN_PLACEHOLDER, PRERENDER_PAGE_URL_PLACEHOLDER } from '@hm/contracts';
import { useLanguage } from '../../hooks/use-language';
import { siteOrigin } from '../prerendered';
import { useHeadOverride, useRouteHeadMounted } from '../../lib/head-store';
import { pageKeyOf } from './route-key';

const OG_LOCALES = { fr: 'fr_CA', en: 'en_CA' } as const;

// Read once: the same for every page of the tab.
let origin: string | undefined;

/**
 * The <head> of the current route in the current language: title, meta description, canonical
 * and hreflang links, Open Graph and Twitter card tags. React 19 hoists these elements into
 * <head> wherever they render, and updates them on every navigation and language switch.
 * Private pages get `noindex` and no alternates.
 */
export function RouteHead() {
  useRouteHeadMounted();
  const { pathname, search } = useLocation();
  const { t } = useTranslation(['seo', 'pages']);
  const language = useLanguage();
  const override = useHeadOverride();
  const key = pageKeyOf(pathname);

  const siteName = t('seo:siteName');
  const title = t('seo:title', { title: override.title ?? t(`pages:${key}.title`) });
  const description = override.description ?? t(`seo:description.${key}`);
  // Pre-rendered at build time, the API puts the site's addresses in place of these
  // (libs/contracts/src/prerender.ts).
  const prerendering = typeof window === 'undefined';
  const linkOrigin = prerendering ? PRERENDER_ORIGIN_PLACEHOLDER : (origin ??= siteOrigin(document));
  const url = prerendering ? PRERENDER_PAGE_URL_PLACEHOLDER : pageUrl(linkOrigin, pathname, search, language);
  const indexable = key !== 'notFound' && isIndexablePath(pathname);
  // A page with its own versions (a post) is canonical at its path alone, as the server sends it.
  const canonical = override.alternates && !prerendering ? `${linkOrigin}${pathname}` : url;
  const alternates = override.alternates
    ? override.alternates.map((version) => ({ hreflang: version.language, href: `${linkOrigin}${version.path}` }))
    : alternateLinks(linkOrigin, pathname);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {indexable ? (
        <>
          <link rel="canonical" href={canonical} />
          {alternates.map((link) => (
            <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
          ))}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={override.ogType ?? 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:locale:alternate" content={OG_LOCALES[language === 'fr' ? 'en' : 'fr']} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
