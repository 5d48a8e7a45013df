import type { EnrolledCourse } from '@academy/contract/enrolment';
import { GraduationCap, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { toMediaUrl } from '../../../lib/media-url';
import { ProgressBar } from './progress-bar';

// People and Grades are placeholders in the spec (section 2): each says honestly what there is,
// and nothing is made up. Classwork lives in features/classwork.

export function PeopleTab({ course }: { course: EnrolledCourse }) {
  const { t } = useTranslation('learning');
  return (
    <div className="space-y-6">
      <section aria-labelledby="people-instructor" className="space-y-3">
        <h2 id="people-instructor" className="text-lg font-semibold text-ink">
          {t('people.instructor')}
        </h2>
        <div className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4">
          <Avatar
            src={toMediaUrl(course.instructor_profile_picture)}
            name={course.instructor_name}
            size="lg"
          />
          <p className="font-semibold text-ink">{course.instructor_name}</p>
        </div>
      </section>
      <EmptyState
        icon={Users}
        headingLevel="h2"
        title={t('people.classmates')}
        hint={t('people.classmatesHint')}
      />
    </div>
  );
}

export function GradesTab({ course }: { course: EnrolledCourse }) {
  const { t } = useTranslation('learning');
  return (
    <div className="space-y-6">
      {course.enrolled_at !== null && (
        <section className="rounded-2xl border border-line bg-surface p-5">
          <h2 className="mb-3 text-lg font-semibold text-ink">{t('grades.progress')}</h2>
          <ProgressBar
            percentage={course.percentage}
            completed={course.completed_lessons}
            total={course.total_lessons}
          />
        </section>
      )}
      <EmptyState icon={GraduationCap} title={t('grades.empty')} hint={t('grades.hint')} />
    </div>
  );
}
