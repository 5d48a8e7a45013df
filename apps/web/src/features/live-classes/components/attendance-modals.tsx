import { LIVE_CLASS_HISTORY_PAGE_SIZE } from '@academy/contract/live-classes';
import type { LiveClass } from '@academy/contract/live-classes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDigits } from '../../../lib/digits';
import { formatDateTime, formatPercent } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useClassAttendance, useCourseAttendance } from '../api/get-attendance';

function ListState({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  const { t } = useTranslation('live-classes');
  if (isPending)
    return (
      <LoadingRegion>
        <Skeleton className="h-32 w-full" />
      </LoadingRegion>
    );
  if (isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {t('attendance.loadFailed')}
      </p>
    );
  return null;
}

/** Who joined one class: the course's learners, those who joined first. */
export function ClassAttendanceModal({
  session,
  onClose,
}: {
  session: LiveClass | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('live-classes');
  return (
    <Modal
      open={session !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('attendance.classTitle')}
      description={session?.title}
    >
      {session && <ClassAttendanceList id={session.id} />}
    </Modal>
  );
}

function ClassAttendanceList({ id }: { id: number }) {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useClassAttendance(id, page);
  if (!list.data) return <ListState isPending={list.isPending} isError={list.isError} />;
  const { data } = list;
  if (data.count === 0) return <p className="text-sm text-ink-muted">{t('attendance.empty')}</p>;
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm font-medium text-ink">
        {t('attendance.joinedCount', {
          joined: formatDigits(data.joined, language),
          total: formatDigits(data.count, language),
        })}
      </p>
      <ul className="divide-y divide-line" aria-label={t('attendance.classTitle')}>
        {data.results.map((learner) => (
          <li key={learner.user_id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
            <span className="text-ink">{learner.name}</span>
            <span className={learner.joined_at ? 'text-brand-800' : 'text-ink-muted'}>
              {learner.joined_at
                ? t('attendance.joinedAt', { time: formatDateTime(learner.joined_at, language) })
                : t('attendance.absent')}
            </span>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.ceil(data.count / LIVE_CLASS_HISTORY_PAGE_SIZE)}
        onPageChange={setPage}
      />
    </div>
  );
}

/** Each learner's attendance rate across the course's held classes, lowest first. */
export function CourseAttendanceModal({
  courseId,
  open,
  onClose,
}: {
  courseId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('live-classes');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('attendance.courseTitle')}
    >
      {open && <CourseAttendanceList courseId={courseId} />}
    </Modal>
  );
}

function CourseAttendanceList({ courseId }: { courseId: string }) {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useCourseAttendance(courseId, page);
  if (!list.data) return <ListState isPending={list.isPending} isError={list.isError} />;
  const { data } = list;
  if (data.count === 0) return <p className="text-sm text-ink-muted">{t('attendance.empty')}</p>;
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm font-medium text-ink">
        {t('attendance.held', { value: formatDigits(data.held, language) })}
      </p>
      <ul className="divide-y divide-line" aria-label={t('attendance.courseTitle')}>
        {data.results.map((learner) => (
          <li key={learner.user_id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
            <span className="text-ink">{learner.name}</span>
            <span className="text-ink-muted">
              {learner.rate === null
                ? t('attendance.noRate')
                : t('attendance.rate', {
                    attended: formatDigits(learner.attended, language),
                    held: formatDigits(learner.held, language),
                    rate: formatPercent(learner.rate / 100, language),
                  })}
            </span>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.ceil(data.count / LIVE_CLASS_HISTORY_PAGE_SIZE)}
        onPageChange={setPage}
      />
    </div>
  );
}
