import { announcementLimits, type Announcement } from '@academy/contract/announcements';
import { AlertTriangle, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { useCourseAnnouncements } from '../api/get-course-announcements';
import { useCourseSummary } from '../api/get-course-summary';
import { AnnouncementDetail } from '../components/announcement-detail';
import { AnnouncementList } from '../components/announcement-list';
import { pageFromParams } from '../../../lib/paged-query';

/** /course/:courseId/announcements: 12 a page, newest first. */
export function CourseAnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const { courseId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParams(searchParams);
  const announcements = useCourseAnnouncements(courseId, page);
  const summary = useCourseSummary(courseId);
  // The announcement open is in the address (?announcement=<id>), so a refetch, a live event or a
  // remount keeps it open and Back closes it; the one clicked is kept too, in case new ones push
  // it off this page while it is read.
  const openedId = searchParams.get('announcement');
  const [clicked, setClicked] = useState<Announcement | null>(null);
  const opened = openedId
    ? (announcements.data?.results.find((item) => String(item.announcement_id) === openedId) ??
      (String(clicked?.announcement_id) === openedId ? clicked : null))
    : null;

  function open(announcement: Announcement) {
    setClicked(announcement);
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('announcement', String(announcement.announcement_id));
      return next;
    });
  }

  function close() {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('announcement');
      return next;
    });
  }

  const courseName = summary.isError
    ? t('list.courseNotFound')
    : summary.data
      ? summary.data.course_title || summary.data.name || t('list.unnamedCourse')
      : '';
  const instructorName = summary.isError
    ? t('list.unknownInstructor')
    : summary.data?.instructor_name || (summary.data ? t('list.unknownInstructor') : '');

  function changePage(next: number) {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  }

  let body;
  if (opened) {
    body = <AnnouncementDetail announcement={opened} onBack={close} />;
  } else if (announcements.isPending) {
    body = (
      <LoadingRegion className="space-y-3">
        <span className="sr-only">{t('list.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  } else if (announcements.isError) {
    const error = announcements.error;
    const message =
      error instanceof ApiError
        ? error.status === 401
          ? t('list.authRequired')
          : t('list.fetchFailed')
        : t('list.unknownError');
    body = (
      <EmptyState
        icon={AlertTriangle}
        title={t('list.errorTitle')}
        hint={
          <>
            <span className="block">{message}</span>
            {error instanceof ApiError && error.detail && (
              <span className="mt-1 block">{error.detail}</span>
            )}
          </>
        }
        action={
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('list.tryAgain')}
          </Button>
        }
      />
    );
  } else if (announcements.data.results.length === 0) {
    body = <EmptyState icon={Megaphone} title={t('list.empty')} />;
  } else {
    const totalPages = Math.ceil(announcements.data.count / announcementLimits.pageSize);
    body = (
      <div className="space-y-8">
        <AnnouncementList announcements={announcements.data.results} onOpen={open} />
        <Pagination page={page} totalPages={totalPages} onPageChange={changePage} />
      </div>
    );
  }

  return (
    <PageFrame
      title={t('list.title')}
      description={
        courseName ? (
          <>
            <span className="block font-medium text-ink">{courseName}</span>
            {instructorName && (
              <span className="block">{t('list.instructor', { name: instructorName })}</span>
            )}
          </>
        ) : (
          // The course's lines keep their place while they load: the list below must not move
          // under a reader's pointer when they arrive after it.
          summary.isPending && (
            <span aria-hidden="true" className="block" data-testid="course-summary-placeholder">
              <span className="block h-6 w-56 max-w-full animate-pulse rounded-md bg-slate-200" />
              <span className="mt-0.5 block h-5.5 w-40 animate-pulse rounded-md bg-slate-200" />
            </span>
          )
        )
      }
      width="narrow"
    >
      {body}
    </PageFrame>
  );
}
