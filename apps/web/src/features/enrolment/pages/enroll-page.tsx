import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { usePaymentCourse } from '../api/get-payment-course';
import { CourseGate } from '../components/course-gate';
import { readPaymentParams } from '../model/payment-params';

/**
 * /enroll?course=<id>&students=<n>: decides between free and paid. A free course is enrolled in
 * here with one click (CourseGate); a paid one continues to /payment with the same parameters and
 * navigation state.
 */
export function EnrollPage() {
  const { t } = useTranslation('enrolment');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const params = readPaymentParams(searchParams, location.state);
  const { data: course, error, isLoading } = usePaymentCourse(params.courseId);

  return (
    <PageFrame title={t('enroll.title')} width="narrow">
      <CourseGate courseId={params.courseId} course={course} error={error} isLoading={isLoading}>
        {(paid) => (
          <Navigate
            replace
            to={`/payment?course=${paid.course_id}&students=${params.students}`}
            state={location.state}
          />
        )}
      </CourseGate>
    </PageFrame>
  );
}
