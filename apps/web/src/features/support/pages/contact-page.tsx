import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../config/contact';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

const CHANNEL_CLASS =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800';

export function ContactPage() {
  const title = usePageTitle('contact');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('contact.description')}
      actions={
        <>
          <a href={SUPPORT_PHONE.href} className={CHANNEL_CLASS}>
            {t('contact.call', { phone: SUPPORT_PHONE.display })}
          </a>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={CHANNEL_CLASS}>
            {t('contact.write', { email: SUPPORT_EMAIL })}
          </a>
          <ButtonLink to={paths.faq.getHref()} variant="secondary">
            {t('common:links.faq')}
          </ButtonLink>
        </>
      }
    />
  );
}
