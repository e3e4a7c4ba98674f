import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { MobileAccountEntries } from './header-account';
import { LanguageSwitch } from './language-switch';

const LINK_CLASS =
  'flex min-h-11 items-center rounded-lg px-3 font-semibold text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** The header below the md breakpoint: a disclosure button and its panel. */
export function MobileMenu() {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Following a link closes the menu; the layout then moves focus to the new page.
  const close = () => setOpen(false);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 stroke-current" fill="none" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        {/* Named for everyone; shown from 400 px, so that a 320 px header keeps room for the assistant and the bell. */}
        <span className="max-[399px]:sr-only">{t('menu')}</span>
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg">
        <nav aria-label={t('mobileLabel')}>
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to={paths.services.getHref()} onClick={close} className={LINK_CLASS}>
                {t('services')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.growBusiness.getHref()} onClick={close} className={LINK_CLASS}>
                {t('becomePro')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.bookService.getHref()} onClick={close} className={LINK_CLASS}>
                {t('bookNow')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-4">
          <MobileAccountEntries onNavigate={close} />
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
