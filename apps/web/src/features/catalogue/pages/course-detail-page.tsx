import { SearchX, TriangleAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { CourseDetailSkeleton } from '../../../components/ui/course-skeletons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { useMetaDescription } from '../../pages/hooks/use-meta-description';
import { useCourse } from '../api/get-course';
import { ContentTab } from '../components/detail/content-tab';
import { CourseHero } from '../components/detail/course-hero';
import { CourseTabs } from '../components/detail/course-tabs';
import { EnrolCard } from '../components/detail/enrol-card';
import { InstructorTab } from '../components/detail/instructor-tab';
import { OverviewTab } from '../components/detail/overview-tab';

// The reviews tab, with its form and the validation of its answers, loads when it is opened.
const CourseReviews = lazy(() =>
  import('../../learning/components/course-reviews').then((m) => ({ default: m.CourseReviews })),
);

const LiveSchedule = lazy(() =>
  import('../../live-classes/components/live-schedule').then((m) => ({ default: m.LiveSchedule })),
);

/** /course/:id, the course detail page. */
export function CourseDetailPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  const { id = '' } = useParams();
  const course = useCourse(id);
  const title = course.data?.course_title;
  useMetaDescription(course.data?.description ?? t('catalogue.metaDescription'));

  if (course.isPending) return <CourseDetailSkeleton />;
  if (course.isError) {
    const isMissing = course.error instanceof ApiError && course.error.status === 404;
    const message = isMissing ? t('detail.notFound') : t('detail.loadFailed');
    const Icon = isMissing ? SearchX : TriangleAlert;
    return (
      // Announced as it appears; an alert may not sit inside the heading (ARIA in HTML).
      <div
        role="alert"
        className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6"
      >
        <title>{t('common:documentTitle', { title: message })}</title>
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-ink">{message}</h1>
        {isMissing && <p className="mt-2 text-ink-muted">{t('detail.notFoundHint')}</p>}
        <div className="mt-6">
          {isMissing ? (
            <ButtonLink to="/courses">{t('detail.backToCourses')}</ButtonLink>
          ) : (
            <Button variant="outline" onClick={() => void course.refetch()}>
              {t('detail.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const data = course.data;
  return (
    <>
      <title>{t('common:documentTitle', { title: title ?? '' })}</title>
      <CourseHero course={data} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_22rem] xl:grid-cols-[1fr_24rem]">
          {/* First in the document, as a phone shows it: a page painted while its HTML still
              arrives does not push the tabs down when the card is read. On wide screens the card
              rides up beside the hero and stays in view while reading. */}
          <div className="lg:col-start-2 lg:row-start-1 lg:-mt-72">
            <div className="lg:sticky lg:top-[calc(var(--spacing-topbar)+1.5rem)]">
              <EnrolCard key={data.course_id} course={data} />
            </div>
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1 lg:py-4">
            <CourseTabs
              panels={{
                overview: (
                  <>
                    <OverviewTab course={data} />
                    <Suspense fallback={null}>
                      <LiveSchedule courseId={String(data.course_id)} />
                    </Suspense>
                  </>
                ),
                content: <ContentTab course={data} />,
                instructor: <InstructorTab course={data} />,
                reviews: (
                  <Suspense fallback={<Skeleton className="h-24 w-full" />}>
                    <CourseReviews courseId={String(data.course_id)} />
                  </Suspense>
                ),
              }}
            />
          </div>
        </div>
      </div>
    </>
  );
}
