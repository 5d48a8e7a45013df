import type { CourseDetail } from '@academy/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { toMediaUrl } from '../../../../lib/media-url';

/** The instructor's name, picture and bio ('No bio available' without one). */
export function InstructorTab({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="instructor-title">
      <h2 id="instructor-title" className="text-xl font-semibold text-ink">
        {t('detail.instructor.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar
          src={toMediaUrl(course.instructor_profile_picture)}
          name={course.instructor_name}
          size="xl"
        />
        <div>
          <p className="text-lg font-semibold text-ink">{course.instructor_name}</p>
          <p className="mt-2 leading-7 whitespace-pre-line text-slate-700">
            {course.instructor_bio?.trim() || t('detail.instructor.noBio')}
          </p>
        </div>
      </div>
    </section>
  );
}
