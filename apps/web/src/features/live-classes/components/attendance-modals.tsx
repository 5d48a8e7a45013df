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

/**
 * One page of an attendance answer: its summary line, a row per learner (name and `status`), and
 * the pages; loading, failure and an empty class in the same words for both lists.
 */
function AttendancePage<
  Data extends { count: number; results: { user_id: number; name: string }[] },
>({
  list,
  label,
  summary,
  status,
  page,
  onPageChange,
}: {
  list: { data?: Data; isPending: boolean; isError: boolean };
  label: string;
  summary: (data: Data) => string;
  status: (row: Data['results'][number]) => { text: string; className: string };
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('live-classes');
  if (!list.data) return <ListState isPending={list.isPending} isError={list.isError} />;
  const { data } = list;
  if (data.count === 0) return <p className="text-sm text-ink-muted">{t('attendance.empty')}</p>;
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm font-medium text-ink">{summary(data)}</p>
      <ul className="divide-y divide-line" aria-label={label}>
        {data.results.map((learner) => {
          const { text, className } = status(learner);
          return (
            <li key={learner.user_id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="text-ink">{learner.name}</span>
              <span className={className}>{text}</span>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        count={data.count}
        pageSize={LIVE_CLASS_HISTORY_PAGE_SIZE}
        onPageChange={onPageChange}
      />
    </div>
  );
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
  return (
    <AttendancePage
      list={useClassAttendance(id, page)}
      label={t('attendance.classTitle')}
      summary={(data) =>
        t('attendance.joinedCount', {
          joined: formatDigits(data.joined, language),
          total: formatDigits(data.count, language),
        })
      }
      status={(learner) =>
        learner.joined_at
          ? {
              text: t('attendance.joinedAt', {
                time: formatDateTime(learner.joined_at, language),
              }),
              className: 'text-brand-800',
            }
          : { text: t('attendance.absent'), className: 'text-ink-muted' }
      }
      page={page}
      onPageChange={setPage}
    />
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
  return (
    <AttendancePage
      list={useCourseAttendance(courseId, page)}
      label={t('attendance.courseTitle')}
      summary={(data) => t('attendance.held', { value: formatDigits(data.held, language) })}
      status={(learner) => ({
        text:
          learner.rate === null
            ? t('attendance.noRate')
            : t('attendance.rate', {
                attended: formatDigits(learner.attended, language),
                held: formatDigits(learner.held, language),
                rate: formatPercent(learner.rate / 100, language),
              }),
        className: 'text-ink-muted',
      })}
      page={page}
      onPageChange={setPage}
    />
  );
}
