import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DashboardSkeleton } from '../../../components/ui/course-skeletons';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { useDashboard } from '../api/get-dashboard';
import { LearningJourney } from '../components/learning-journey';
import { ProfileSummary } from '../components/profile-summary';
import { TeachingJourney } from '../components/teaching-journey';
import { TeachingCourses } from '../../authoring/components/teaching-courses';
import { UpcomingWork } from '../../classwork/components/upcoming-work';
import { UpcomingLiveClasses } from '../../live-classes/components/upcoming-live-classes';

/**
 * /dashboard: welcome, avatar, email, role, bio, then My Learning Journey (what a learner comes
 * for, first on a phone as everywhere), upcoming work and live classes, and for instructors My
 * Teaching Journey. The role comes from the server's answer.
 */
export function DashboardPage() {
  const { t } = useTranslation('accounts');
  const dashboard = useDashboard();

  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) {
    return (
      <PageFrame title={t('dashboard.title')}>
        <EmptyState
          icon={AlertTriangle}
          title={t('dashboard.loadFailed')}
          action={
            <Button variant="outline" onClick={() => void dashboard.refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('dashboard.title')}>
      <div className="space-y-12">
        <ProfileSummary dashboard={dashboard.data} />
        <LearningJourney enrollments={dashboard.data.enrollments} />
        <UpcomingWork />
        <UpcomingLiveClasses />
        {dashboard.data.user.role === 'instructor' && (
          <TeachingJourney>
            <TeachingCourses />
          </TeachingJourney>
        )}
      </div>
    </PageFrame>
  );
}
