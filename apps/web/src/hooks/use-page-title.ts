import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '../config/paths';

/** Sets `<title>` to "<title> · HomeMate" while the calling component is shown. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
}

/** The page's translated title (`pages:<key>.title`), also set as the document title. */
export function usePageTitle(key: PageKey): string {
  const { t } = useTranslation('pages');
  const title = t(`${key}.title`);
  useDocumentTitle(title);
  return title;
}
