import type { PaymentMethod } from '@academy/contract/checkout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { OnlineOnlyNotice } from '../../../components/ui/online-only-notice';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useCheckoutOptions } from '../../checkout/api/get-checkout-options';
import { PaymentMethodPicker } from '../../checkout/components/payment-method-picker';
import { usePaymentCourse } from '../api/get-payment-course';
import { CourseGate } from '../components/course-gate';
import { PaymentForm } from '../components/payment-form';
import { effectiveStudents, readPaymentParams } from '../model/payment-params';

/**
 * /payment: paying for a course, online through the gateways the academy offers
 * (bKash first) or by the manual bKash transfer; with no gateway configured, only the manual one. The enrol button sends the course and the
 * group size through navigation state and ?course=&students=; the course is loaded again here so
 * the prices are current and a reload loses nothing.
 */
export function PaymentPage() {
  const { t } = useTranslation('enrolment');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readPaymentParams(searchParams, location.state);
  const { data: course, error, isLoading } = usePaymentCourse(params.courseId);
  const options = useCheckoutOptions();
  const methods: PaymentMethod[] = [...(options.data?.gateways ?? []), 'manual'];
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = chosen && methods.includes(chosen) ? chosen : methods[0]!;

  function handleStudentsChange(students: number) {
    const next = new URLSearchParams(searchParams);
    next.set('students', String(students));
    if (params.courseId !== null) next.set('course', String(params.courseId));
    if (params.cohortId !== null) next.set('cohort', String(params.cohortId));
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
      <OnlineOnlyNotice />
      <CourseGate
        courseId={params.courseId}
        course={course}
        error={error}
        isLoading={isLoading}
        cohortId={params.cohortId}
      >
        {(loaded) =>
          options.isPending ? (
            <LoadingRegion className="space-y-4">
              <Skeleton className="h-24" />
              <Skeleton className="h-96" />
            </LoadingRegion>
          ) : (
            <div className="space-y-8">
              {methods.length > 1 && (
                <PaymentMethodPicker methods={methods} value={method} onChange={setChosen} />
              )}
              <PaymentForm
                key={`${loaded.course_id}-${method}`}
                course={loaded}
                method={method}
                students={effectiveStudents(loaded, params.students)}
                cohortId={params.cohortId}
                onStudentsChange={handleStudentsChange}
              />
            </div>
          )
        }
      </CourseGate>
    </PageFrame>
  );
}
