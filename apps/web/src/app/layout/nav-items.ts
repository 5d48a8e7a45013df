import type { Role } from '@academy/contract/roles';
import type { ParseKeys } from 'i18next';
import {
  CalendarClock,
  ClipboardCheck,
  GraduationCap,
  ReceiptText,
  ShieldCheck,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export type NavItem = { to: string; label: ParseKeys<'nav'>; signedInOnly?: boolean };

/** The top bar's links: Forums and Dashboard only for signed-in users. */
export const navItems: NavItem[] = [
  { to: '/', label: 'home' },
  { to: '/courses', label: 'courses' },
  { to: '/forums', label: 'forums', signedInOnly: true },
  { to: '/dashboard', label: 'dashboard', signedInOnly: true },
];

export type WorkspaceItem = { to: string; label: ParseKeys<'nav'>; icon: LucideIcon };

/**
 * The workspaces a role works in, in the account menu (desktop) and the hamburger menu (phone):
 * everyone their payments; instructors and staff teaching, the grading queue and live classes;
 * staff the console. Only a door: each page still asks the server what the reader may do.
 */
export function workspaceItems(role: Role): WorkspaceItem[] {
  const items: WorkspaceItem[] = [{ to: '/payments', label: 'myPayments', icon: ReceiptText }];
  if (role === 'instructor' || role === 'admin') {
    items.push(
      { to: '/courses/manage', label: 'teaching', icon: GraduationCap },
      { to: '/grading', label: 'gradingQueue', icon: ClipboardCheck },
      { to: '/dashboard#upcoming-live-classes', label: 'liveClasses', icon: CalendarClock },
    );
  }
  if (role === 'admin') items.push({ to: '/admin', label: 'staffConsole', icon: ShieldCheck });
  return items;
}
