import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { PushSettings } from '../../push/components/push-settings';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';

/** /updateprofile: the profile form, filled from GET /api/accounts/profile/. */
export function UpdateProfilePage() {
  const { t } = useTranslation('accounts');
  const profile = useProfile();

  return (
    <PageFrame title={t('profile.title')} description={t('profile.description')} width="narrow">
      {profile.isPending ? (
        <PageSkeleton />
      ) : profile.isError ? (
        <EmptyState icon={AlertTriangle} title={t('profile.loadFailed')} />
      ) : (
        <>
          <ProfileForm profile={profile.data} />
          <PushSettings />
        </>
      )}
    </PageFrame>
  );
}
