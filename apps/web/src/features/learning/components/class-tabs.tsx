import type { EnrolledCourse } from '@academy/contract/enrolment';
import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProgressBar } from './progress-bar';

// Grades is a placeholder in the spec (section 2): it says honestly what there is, and nothing is
// made up. Classwork lives in features/classwork, People in features/people.

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
