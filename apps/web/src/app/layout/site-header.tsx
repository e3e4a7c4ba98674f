import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../components/ui/button-link';
import { ChatLauncherButton } from '../../features/chat/components/chat-launcher-button';
import { BrandLogo } from './brand-logo';
import { HeaderAccount } from './header-account';
import { HeaderBell } from './header-bell';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation('nav');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 min-[400px]:gap-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <div className="flex items-center gap-1 min-[400px]:gap-2 md:gap-3">
          <div className="hidden items-center gap-3 md:flex">
            <nav aria-label={t('mainLabel')} className="flex items-center gap-3">
              <NavLink
                to={paths.growBusiness.getHref()}
                className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:text-brand-800 aria-[current=page]:underline"
              >
                {t('becomePro')}
              </NavLink>
              <ButtonLink to={paths.bookService.getHref()}>{t('bookNow')}</ButtonLink>
            </nav>
            <LanguageSwitch />
          </div>
          {/* Below xl the assistant's button lives here rather than floating over the page (docs/assistant.md). */}
          <ChatLauncherButton
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-slate-100 aria-expanded:bg-slate-100 xl:hidden"
            iconClassName="size-6"
          />
          {/* Outside the desktop group, so phones show it beside the menu button. */}
          <HeaderBell />
          <div className="hidden md:block">
            <HeaderAccount />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
