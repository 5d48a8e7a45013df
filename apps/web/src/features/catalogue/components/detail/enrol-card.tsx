import type { CourseDetail } from '@academy/contract/catalogue';
import { Award, BookOpen, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../../lib/toasts';
import { Button } from '../../../../components/ui/button';
import { ButtonLink } from '../../../../components/ui/button-link';
import { useAuth } from '../../../../lib/auth/use-auth';
import { formatDate } from '../../../../lib/format';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { useCohorts } from '../../../cohorts/api/get-cohorts';
import { CohortPicker } from '../../../cohorts/components/cohort-picker';
import { usePendingPayment } from '../../../enrolment/api/get-my-payments';
import { toCourseCardView } from '../../model/course-card';
import { chooseTier, toEnrolmentIntent } from '../../model/tier-choice';
import { CoursePrice } from '../course-price';
import { CourseThumbnail } from '../course-thumbnail';
import { TierPicker } from './tier-picker';

/**
 * The sticky enrol card: the price, discounted if a discount is in force, the
 * group tier where the course has tiers, and the one action the reader can take.
 */
export function EnrolCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation(['catalogue', 'validation']);
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { isAuthenticated } = useAuth();
  const view = toCourseCardView(course);
  const [tier, setTier] = useState(() => chooseTier(course.price_tiers, searchParams));
  const intent = toEnrolmentIntent(course, tier);
  // A course taught in batches: the learner enrols in one of its cohorts.
  const { data: cohortList } = useCohorts(course.course_id);
  const cohorts = cohortList?.is_cohort_based ? cohortList.cohorts : null;
  const [picked, setPicked] = useState<number | null>(null);
  const cohortId =
    cohorts?.find((cohort) => cohort.can_enrol && cohort.cohort_id === picked)?.cohort_id ??
    cohorts?.find((cohort) => cohort.can_enrol)?.cohort_id ??
    null;
  // A payment of this course staff are still checking: no second payment is offered meanwhile.
  const { data: pending } = usePendingPayment(
    course.course_id,
    isAuthenticated && !course.is_enrolled,
  );

  function handleEnrol() {
    if (!isAuthenticated) {
      // 'Please log in to enroll in this course', then /login, back here after.
      toast.error(t('validation:loginToEnroll'));
      // Back to the course with the group tier the visitor chose.
      const from = tier ? { ...location, search: `?students=${tier.students}` } : location;
      void navigate('/login', { state: { from } });
      return;
    }
    const query = new URLSearchParams({
      course: String(course.course_id),
      students: String(intent.students),
    });
    if (cohortId !== null) query.set('cohort', String(cohortId));
    void navigate(`/payment?${query.toString()}`, { state: intent });
  }

  const isClosed = !course.enrollment_open || view.isDisabled;
  return (
    <aside
      aria-label={t('detail.enrol.title')}
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-lg"
      data-testid="enrol-card"
    >
      <CourseThumbnail
        path={course.thumbnail}
        categorySlug={course.category_slug}
        eager
        sizes="(min-width: 1024px) 384px, 100vw"
      />
      <div className="space-y-5 p-6">
        {tier ? (
          <div>
            <p className="text-sm text-ink-muted">{t('detail.enrol.total')}</p>
            <p className="text-3xl font-bold text-ink" data-testid="enrol-total">
              {formatBdt(tier.total, language)}
            </p>
          </div>
        ) : (
          <CoursePrice price={view.price} originalPrice={view.originalPrice} size="lg" />
        )}
        {course.discount?.end_date && view.originalPrice && (
          <p className="text-sm font-medium text-danger">
            {t('detail.enrol.offerEnds', { date: formatDate(course.discount.end_date, language) })}
          </p>
        )}
        {course.price_tiers.length > 0 && !course.is_enrolled && !isClosed && (
          <TierPicker tiers={course.price_tiers} selected={tier} onSelect={setTier} />
        )}

        {course.is_enrolled ? (
          <div className="space-y-3">
            <p className="text-sm text-ink-muted">{t('detail.enrol.enrolled')}</p>
            <ButtonLink to={`/course/${course.course_id}/progress`} size="lg" fullWidth>
              {t('detail.enrol.continueLearning')}
            </ButtonLink>
          </div>
        ) : pending ? (
          <div
            className="space-y-3 rounded-xl bg-amber-50 p-4"
            role="status"
            data-testid="payment-pending"
          >
            <p className="text-sm font-semibold text-ink">{t('detail.enrol.pendingTitle')}</p>
            <p className="text-sm text-ink">
              {t('detail.enrol.pendingText', {
                amount: formatBdt(pending.paid_amount, language),
                date: formatDate(pending.created_at, language),
              })}
            </p>
            <ButtonLink to="/payments" variant="outline" fullWidth>
              {t('detail.enrol.myPayments')}
            </ButtonLink>
          </div>
        ) : isClosed ? (
          <div className="space-y-3">
            <Button size="lg" fullWidth disabled>
              {t('detail.enrol.enrolButton')}
            </Button>
            <p className="text-sm text-ink-muted" role="note">
              {view.isDisabled ? t('detail.enrol.notOpen') : t('detail.enrol.closed')}
            </p>
          </div>
        ) : (
          <div className="space-y-2">
            {cohorts && (
              <CohortPicker
                courseId={course.course_id}
                cohorts={cohorts}
                selected={cohortId}
                onSelect={setPicked}
              />
            )}
            <Button
              size="lg"
              fullWidth
              onClick={handleEnrol}
              disabled={cohorts !== null && cohortId === null}
            >
              {intent.students > 1
                ? t('detail.enrol.enrolGroup', { value: formatDigits(intent.students, language) })
                : t('detail.enrol.enrolButton')}
            </Button>
            <p className="text-xs text-ink-muted">{t('detail.enrol.manualPayment')}</p>
          </div>
        )}

        <div className="border-t border-line pt-4">
          <p className="text-sm font-semibold text-ink">{t('detail.enrol.includes')}</p>
          <ul className="mt-2 space-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <BookOpen className="size-4 text-brand-700" aria-hidden="true" />
              {t('detail.enrol.includesLessons', {
                value: formatDigits(course.total_lessons, language),
              })}
            </li>
            <li className="flex items-center gap-2">
              <Video className="size-4 text-brand-700" aria-hidden="true" />
              {t('detail.enrol.includesLive')}
            </li>
            <li className="flex items-center gap-2">
              <Award className="size-4 text-brand-700" aria-hidden="true" />
              {t('detail.enrol.includesCertificate')}
            </li>
          </ul>
        </div>
      </div>
    </aside>
  );
}
