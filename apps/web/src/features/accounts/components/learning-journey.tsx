import type { DashboardEnrollment } from '@academy/contract/accounts';
import { BookOpen, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toMediaUrl } from '../../../lib/media-url';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { EnrollmentProgress } from '../../learning/components/enrolment-progress';

function EnrollmentCard({ enrollment }: { enrollment: DashboardEnrollment }) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const { course } = enrollment;
  const thumbnail = toMediaUrl(course.thumbnail);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      {thumbnail ? (
        <ThumbnailImage src={thumbnail} />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center bg-brand-50 text-brand-700">
          <BookOpen className="size-10" aria-hidden="true" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-ink">{course.course_title}</h3>
        <p className="mt-1 text-sm text-ink-muted">
          {t('dashboard.learning.instructor', { name: course.instructor_name })}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {t('dashboard.learning.enrolledOn', {
            date: formatDate(enrollment.enrolled_at, language),
          })}
        </p>
        <EnrollmentProgress courseId={course.course_id} courseTitle={course.course_title} />
      </div>
    </li>
  );
}

/** My Learning Journey: the user's enrolments, or a pointer to the catalogue. */
export function LearningJourney({ enrollments }: { enrollments: DashboardEnrollment[] }) {
  const { t } = useTranslation('accounts');
  return (
    <DashboardSection id="learning-journey" title={t('dashboard.learning.title')}>
      {enrollments.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          headingLevel="h3"
          title={t('dashboard.learning.empty')}
          hint={t('dashboard.learning.emptyHint')}
          action={<ButtonLink to="/courses">{t('dashboard.learning.browse')}</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {enrollments.map((enrollment) => (
            <EnrollmentCard key={enrollment.enrollment_id} enrollment={enrollment} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
