import type { ParseKeys } from 'i18next';

export type NavItem = { to: string; label: ParseKeys<'nav'>; signedInOnly?: boolean };

/** The top bar's links: Forums and Dashboard only for signed-in users. */
export const navItems: NavItem[] = [
  { to: '/', label: 'home' },
  { to: '/courses', label: 'courses' },
  { to: '/forums', label: 'forums', signedInOnly: true },
  { to: '/dashboard', label: 'dashboard', signedInOnly: true },
];
