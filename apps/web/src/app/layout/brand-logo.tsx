import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';

export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home.getHref()} className="inline-flex items-center gap-2 rounded-md text-xl font-bold text-brand-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-brand-700">
        <path d="M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3z" />
      </svg>
      {t('brand.name')}
    </Link>
  );
}
