import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';

/** The account corner of the header: Sign In now; the user menu once accounts exist. */
export function HeaderAccount({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const session = useSession();
  switch (session.status) {
    // TODO(accounts issue): case 'signed-in': the user menu (initials, name, e-mail,
    // Dashboard, Profile, Sign out).
    case 'signed-out':
      return (
        <Link
          to={paths.login.getHref()}
          onClick={onNavigate}
          className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('signIn')}
        </Link>
      );
  }
}
