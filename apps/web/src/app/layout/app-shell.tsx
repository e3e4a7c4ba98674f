import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { RouteHead } from '../head/route-head';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * On every path change: back to the top, and focus on <main> so a screen reader
 * starts reading the new page instead of staying on the link that was followed.
 * Not on the first render, where focus belongs at the top of the document.
 */
function useResetViewOnPathChange(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** Header, main and footer around every page. */
export function AppShell({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const loading = useNavigation().state === 'loading';
  useResetViewOnPathChange(main);
  return (
    <div className="flex min-h-dvh flex-col">
      <RouteHead />
      <SkipLink />
      {loading && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500" />}
      <SiteHeader />
      <main ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={loading} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
