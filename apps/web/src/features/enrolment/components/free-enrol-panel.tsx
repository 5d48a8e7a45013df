import type { CourseDetail } from '@academy/contract/catalogue';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { useEnrollFree } from '../api/enroll-free';
import { useEnrolmentMessage } from '../model/enrolment-message';

/** A free course needs no payment: one button enrols the learner and opens the course. */
export function FreeEnrolPanel({
  course,
  cohortId,
}: {
  course: CourseDetail;
  cohortId: number | null;
}) {
  const { t } = useTranslation('enrolment');
  const translate = useEnrolmentMessage();
  const navigate = useNavigate();
  const enrolment = useEnrollFree();

  async function handleEnrol() {
    try {
      await enrolment.mutateAsync({ courseId: course.course_id, cohortId });
      toast.success(t('free.enrolled'));
      void navigate(`/course/${course.course_id}/progress`);
    } catch (error) {
      toast.error(translate(getErrorMessage(error, t('free.failed'))));
    }
  }

  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Gift className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-ink">{t('free.title')}</h2>
      <p className="mt-2 text-sm text-ink-muted">{course.course_title}</p>
      <p className="mt-2 text-sm text-ink-muted">{t('free.description')}</p>
      <Button
        className="mt-6"
        size="lg"
        onClick={() => void handleEnrol()}
        loading={enrolment.isPending}
        loadingText={t('free.enrolling')}
      >
        {t('free.enrol')}
      </Button>
    </section>
  );
}
