import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type PageKey } from '../../config/paths';
import { INLINE_LINK_CLASS } from './footer-links';

// The operator's phone and e-mail come from the API (features/public-config): in a chunk of their
// own, with the API client, so that the first screen of a page does not wait for them.
const FooterContactDetails = lazy(() => import('./footer-contact-details').then((module) => ({ default: module.FooterContactDetails })));

const QUICK_LINKS = ['about', 'discoverServices', 'blog', 'growBusiness', 'faq', 'contact'] as const satisfies PageKey[];
const LEGAL_LINKS = ['privacyPolicy', 'termsOfService', 'cookiePolicy', 'disclaimer'] as const satisfies PageKey[];

const LINK_CLASS = 'rounded text-slate-300 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter() {
  const { t } = useTranslation(['footer', 'common']);
  const quickLinksId = useId();
  const legalId = useId();
  const contactId = useId();
  return (
    <footer className="on-dark mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-xl font-bold text-white">{t('common:brand.name')}</p>
          <p className="mt-3 text-sm leading-6">{t('description')}</p>
        </div>
        <nav aria-labelledby={quickLinksId}>
          <h2 id={quickLinksId} className="font-semibold text-white">
            {t('quickLinks.title')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((key) => (
              <li key={key}>
                <Link to={paths[key].getHref()} className={LINK_CLASS}>
                  {t(`quickLinks.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby={legalId}>
          <h2 id={legalId} className="font-semibold text-white">
            {t('legal.title')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {LEGAL_LINKS.map((key) => (
              <li key={key}>
                <Link to={paths[key].getHref()} className={LINK_CLASS}>
                  {t(`legal.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={contactId}>
          <h2 id={contactId} className="font-semibold text-white">
            {t('contact.title')}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <Suspense fallback={null}>
              <FooterContactDetails />
            </Suspense>
            <p>
              <Link to={paths.contact.getHref()} className={INLINE_LINK_CLASS}>
                {t('contact.form')}
              </Link>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto w-full max-w-6xl px-4 py-6 text-sm sm:px-6 lg:px-8">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
