import type { Dashboard } from '@academy/contract/accounts';
import { UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button-link';
import { getFullName } from '../../../lib/auth/profile';
import { useAuth } from '../../../lib/auth/use-auth';
import { toMediaUrl } from '../../../lib/media-url';

/** Welcome message, avatar, email, role and bio on the dashboard. */
export function ProfileSummary({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('accounts');
  const { user } = useAuth();
  const name = user ? getFullName(user) : dashboard.user.email;
  const { email, role, bio, profile_picture } = dashboard.user;

  return (
    <section
      aria-labelledby="dashboard-welcome"
      className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:flex-row sm:items-start"
    >
      <Avatar src={toMediaUrl(profile_picture)} name={name} size="xl" />
      <div className="min-w-0 flex-1">
        <h2 id="dashboard-welcome" className="text-2xl font-bold text-ink">
          {/* The server greets in the account's language; the page speaks the reader's. */}
          {user?.first_name
            ? t(dashboard.is_first_visit ? 'dashboard.welcomeFirst' : 'dashboard.welcome', {
                name: user.first_name,
              })
            : dashboard.welcome_message}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-ink-muted">{t('dashboard.email')}</dt>
          <dd className="break-all text-ink">{email}</dd>
          <dt className="font-medium text-ink-muted">{t('dashboard.role')}</dt>
          <dd className="text-ink">{t(`dashboard.roles.${role}`)}</dd>
          <dt className="font-medium text-ink-muted">{t('dashboard.bio')}</dt>
          <dd className={bio ? 'whitespace-pre-line text-ink' : 'text-ink-muted italic'}>
            {bio || t('dashboard.noBio')}
          </dd>
        </dl>
      </div>
      <ButtonLink to="/updateprofile" variant="outline" size="sm">
        <UserRoundPen className="size-4" aria-hidden="true" />
        {t('dashboard.editProfile')}
      </ButtonLink>
    </section>
  );
}
