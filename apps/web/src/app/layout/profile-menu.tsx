import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { KeyRound, LayoutDashboard, LogOut, UserRoundPen, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, getInitials } from '../../components/ui/avatar';
import { getFullName, type Profile } from '../../lib/auth/profile';
import { useAuth } from '../../lib/auth/use-auth';
import { toMediaUrl } from '../../lib/media-url';
import { workspaceItems } from './nav-items';

const itemClasses =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={to}>
        <Icon className="size-4 text-ink-muted" aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/** Avatar button opening the account menu: name, email, the account links and the workspaces. */
export function ProfileMenu({ user }: { user: Profile }) {
  const { t } = useTranslation('nav');
  const { logout } = useAuth();
  const fullName = getFullName(user);
  const initials = getInitials(fullName);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // The initials the avatar shows belong in the name (label in name, WCAG 2.5.3).
        aria-label={initials ? t('profileMenuWithInitials', { initials }) : t('profileMenu')}
        className="rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-200"
      >
        <Avatar src={toMediaUrl(user.profile_picture)} name={fullName} size="md" />
      </DropdownMenu.Trigger>
      {/* No portal: the menu stays inside the header's banner landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-64 rounded-xl border border-line bg-surface p-1.5 shadow-lg"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <span className="block truncate font-semibold text-ink">{fullName}</span>
          <span className="block truncate text-sm text-ink-muted">{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <MenuLink to="/dashboard" icon={LayoutDashboard} label={t('dashboard')} />
        <MenuLink to="/updateprofile" icon={UserRoundPen} label={t('updateProfile')} />
        <MenuLink to="/changepassword" icon={KeyRound} label={t('changePassword')} />
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Group aria-label={t('workspaces')}>
          {workspaceItems(user.role).map((item) => (
            <MenuLink key={item.to} to={item.to} icon={item.icon} label={t(item.label)} />
          ))}
        </DropdownMenu.Group>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item onSelect={logout} className={itemClasses}>
          <LogOut className="size-4 text-ink-muted" aria-hidden="true" />
          {t('logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
