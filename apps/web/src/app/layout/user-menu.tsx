import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canUseConsole, type SessionUser } from '@hm/contracts';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { fullNameOf, initialsOf } from '../../features/auth/user-display';

const MENU_ITEM_CLASS =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 text-left font-medium text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The signed-in user's menu: its own chunk, since signed-out visitors never need it. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('nav');
  const { signOut, signingOut } = useSignOut();
  const name = fullNameOf(user);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        // The name starts with the initials the button shows (WCAG 2.5.3, label in name).
        aria-label={`${initialsOf(user)}, ${t('accountMenu.trigger', { name })}`}
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 data-[state=open]:ring-2 data-[state=open]:ring-brand-300"
      >
        <span aria-hidden="true">{initialsOf(user)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold text-slate-900">{name}</span>
            <span className="block truncate text-sm text-slate-600">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
            <Link to={paths.dashboard.getHref()}>{t('accountMenu.dashboard')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
            <Link to={paths.profile.getHref()}>{t('accountMenu.profile')}</Link>
          </DropdownMenu.Item>
          {user.role === 'professional' && (
            <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
              <Link to={paths.proHome.getHref()}>{t('accountMenu.proApp')}</Link>
            </DropdownMenu.Item>
          )}
          {canUseConsole(user.role) && (
            <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
              <Link to={paths.admin.getHref()}>{t('accountMenu.admin')}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={MENU_ITEM_CLASS} disabled={signingOut} onSelect={() => void signOut()}>
            {signingOut ? t('accountMenu.signingOut') : t('accountMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
