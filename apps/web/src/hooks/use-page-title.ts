import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteHeadMounted, pushHeadOverride, type HeadOverride } from '../lib/head-store';
import type { PageKey } from '../config/paths';

/**
 * Makes `<title>` "<title> · HomeMate" while the calling component is shown. RouteHead renders the
 * tag (with the matching og:title); without it (the root error screen) the title is set directly.
 */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    if (!isRouteHeadMounted()) document.title = `${title} · ${brand}`;
    return pushHeadOverride({ title });
  }, [title, brand]);
}

/**
 * Title and description of a page built from its data (a blog post, a booking), and for a page
 * whose versions have their own addresses, those versions (memoised by the caller): all end up in
 * the <head>.
 */
export function usePageMeta(meta: Pick<HeadOverride, 'title' | 'description' | 'alternates' | 'ogType'>): void {
  const { title, description, alternates, ogType } = meta;
  useEffect(() => pushHeadOverride({ title, description, alternates, ogType }), [title, description, alternates, ogType]);
}

/** The page's translated title (`pages:<key>.title`), also set as the document title. */
export function usePageTitle(key: PageKey): string {
  const { t } = useTranslation('pages');
  const title = t(`${key}.title`);
  useDocumentTitle(title);
  return title;
}
