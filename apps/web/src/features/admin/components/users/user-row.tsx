import type { AdminUser } from '@academy/contract/admin';
import { roles, type Role } from '@academy/contract/roles';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toasts';
import { getErrorMessage } from '../../../../lib/api-error';
import { useAuth } from '../../../../lib/auth/use-auth';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { useChangeUserRole } from '../../api/change-user-role';
import { personName } from '../../../../lib/person-name';

type UserRowProps = { user: AdminUser; isOpen: boolean; onToggle: () => void };

/** A user with their enrolment count (opens the list) and a role picker. */
export function UserRow({ user, isOpen, onToggle }: UserRowProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { user: me } = useAuth();
  const change = useChangeUserRole();
  const isMe = me?.email === user.email;
  const name = personName(user);

  async function handleRole(role: Role) {
    try {
      await change.mutateAsync({ id: user.id, role });
      toast.success(t('users.roleChanged', { name, role: t(`roles.${role}`) }));
    } catch (error) {
      toast.error(getErrorMessage(error, t('users.roleFailed')));
    }
  }

  return (
    <tr className="border-t border-line" data-testid="admin-user">
      <td className="px-4 py-3 font-medium text-ink">{name}</td>
      <td className="px-4 py-3 text-ink-muted">{user.email}</td>
      <td className="px-4 py-3">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={isOpen}
          className="font-medium text-brand-700 hover:underline"
        >
          {t('users.enrolmentsCount', {
            count: user.enrollments_count,
            value: formatDigits(user.enrollments_count, language),
          })}
        </button>
      </td>
      <td className="px-4 py-3">
        <label className="sr-only" htmlFor={`role-${user.id}`}>
          {t('users.roleOf', { name })}
        </label>
        <select
          id={`role-${user.id}`}
          value={user.role}
          disabled={isMe || change.isPending}
          title={isMe ? t('users.ownRole') : undefined}
          onChange={(event) => void handleRole(event.target.value as Role)}
          className="rounded-lg border border-slate-300 bg-surface px-2 py-1.5"
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}
