import type { EnrolledCourse } from '@academy/contract/enrolment';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { useAuth } from '../../../lib/auth/use-auth';
import { toMediaUrl } from '../../../lib/media-url';
import { ClassmatesSection } from './classmates-section';
import { RosterSection } from './roster-section';

/**
 * The People tab of an enrolled course: the instructor, then the whole class roster for the
 * course's instructor and staff, or the classmates who chose to be listed for a learner.
 */
export function PeopleTab({ course }: { course: EnrolledCourse }) {
  const { t } = useTranslation('people');
  const { role } = useAuth();
  // As the server decides: the course's instructor while they hold the role, or staff.
  const seesRoster = (course.is_instructor && role === 'instructor') || role === 'admin';
  return (
    <div className="space-y-6">
      <section aria-labelledby="people-instructor" className="space-y-3">
        <h2 id="people-instructor" className="text-lg font-semibold text-ink">
          {t('instructor')}
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
      {seesRoster ? (
        <RosterSection courseId={course.course_id} />
      ) : (
        <ClassmatesSection courseId={course.course_id} />
      )}
    </div>
  );
}
