import type { EnrolledCourse } from '@academy/contract/enrolment';
import { useTranslation } from 'react-i18next';
import { CourseGrades } from '../../classwork/components/course-grades';
import { ProgressBar } from './progress-bar';

// The Grades tab: lesson progress, then the learner's grades and the course total (docs/product.md, Learn), or
// the weights for the instructor. Classwork lives in features/classwork, People in features/people.

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
      <CourseGrades courseId={String(course.course_id)} />
    </div>
  );
}
