import { useTranslation } from 'react-i18next';
import { formatPhone } from '@hm/contracts';
import { usePublicContact } from '../../features/public-config';
import { INLINE_LINK_CLASS } from './footer-links';

/** The support phone and e-mail the operator set (docs/public-figures.md), each only when set. */
export function FooterContactDetails() {
  const { t } = useTranslation('footer');
  const contact = usePublicContact();
  return (
    <>
      {contact.phone && (
        <p>
          {t('contact.phone')}{' '}
          <a href={`tel:${contact.phone}`} className={INLINE_LINK_CLASS}>
            {formatPhone(contact.phone)}
          </a>
        </p>
      )}
      {contact.email && (
        <p>
          {t('contact.email')}{' '}
          <a href={`mailto:${contact.email}`} className={INLINE_LINK_CLASS}>
            {contact.email}
          </a>
        </p>
      )}
    </>
  );
}
