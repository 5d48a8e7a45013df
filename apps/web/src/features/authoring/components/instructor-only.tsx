import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { useAuth } from '../../../lib/auth/use-auth';

/** True for the roles the studio serves; the server enforces the same rule on every call. */
export function isStudioRole(role: string | null): boolean {
  return role === 'instructor' || role === 'admin';
}

/** Instructor pages show learners a clear "instructors only" state instead of a broken form. */
export function InstructorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('authoring');
  const { role } = useAuth();
  if (isStudioRole(role)) return children;
  return (
    <PageFrame title={t('access.title')} width="narrow">
      <EmptyState
        icon={Lock}
        title={t('access.description')}
        action={<ButtonLink to="/dashboard">{t('access.back')}</ButtonLink>}
      />
    </PageFrame>
  );
}
