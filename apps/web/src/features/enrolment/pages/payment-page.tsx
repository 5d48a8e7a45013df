import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { usePaymentCourse } from '../api/get-payment-course';
import { CourseGate } from '../components/course-gate';
import { PaymentForm } from '../components/payment-form';
import { effectiveStudents, readPaymentParams } from '../model/payment-params';

/**
 * /payment (spec section 2): the manual bKash payment. The enrol button sends the course and the
 * group size through navigation state and ?course=&students=; the course is loaded again here so
 * the prices are current and a reload loses nothing.
 */
export function PaymentPage() {
  const { t } = useTranslation('enrolment');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readPaymentParams(searchParams, location.state);
  const { data: course, error, isLoading } = usePaymentCourse(params.courseId);

  function handleStudentsChange(students: number) {
    const next = new URLSearchParams(searchParams);
    next.set('students', String(students));
    if (params.courseId !== null) next.set('course', String(params.courseId));
    setSearchParams(next, { replace: true, state: location.state });
  }

  return (
    <PageFrame
      title={t('payment.title')}
      description={
        course || params.courseTitle ? (
          <>
            {t('payment.payingFor')}{' '}
            <strong className="text-ink">{course?.course_title ?? params.courseTitle}</strong>
          </>
        ) : (
          t('payment.description')
        )
      }
    >
      <CourseGate courseId={params.courseId} course={course} error={error} isLoading={isLoading}>
        {(loaded) => (
          <PaymentForm
            key={loaded.course_id}
            course={loaded}
            students={effectiveStudents(loaded, params.students)}
            onStudentsChange={handleStudentsChange}
          />
        )}
      </CourseGate>
    </PageFrame>
  );
}
