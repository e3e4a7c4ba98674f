import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { usePublicConfig } from '../../public-config';
import { oauthStartHref, rememberOAuthReturnTo } from '../oauth';

interface SocialAuthButtonsProps {
  mode: 'signIn' | 'signUp';
  /** Safe return path (already sanitised) for after the provider round trip. */
  returnTo: string;
}

/**
 * Google, Facebook and GitHub, those the server has a client for (none: nothing is shown). Plain
 * links, not fetches: the API redirects to the provider, which needs a full page navigation; the
 * round trip ends on /auth/callback.
 */
export function SocialAuthButtons({ mode, returnTo }: SocialAuthButtonsProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const providers = usePublicConfig()?.oauthProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <div>
      <div className="my-6 flex items-center gap-3" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        <span className="text-sm text-slate-600">{t('social.divider')}</span>
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {providers.map((provider) => {
          const name = t(`social.providers.${provider}`);
          return (
            <li key={provider}>
              <a
                href={oauthStartHref(provider, returnTo, language)}
                onClick={() => rememberOAuthReturnTo(returnTo)}
                aria-label={t(mode === 'signIn' ? 'social.signInWith' : 'social.signUpWith', { provider: name })}
                className="flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-800 hover:bg-slate-50"
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
