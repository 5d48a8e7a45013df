import type { EnrolledCourse } from '@academy/contract/enrolment';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { LessonPlayerSkeleton } from '../../../components/ui/course-skeletons';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { ApiError } from '../../../lib/api-error';
import { useEnrolledCourse } from '../api/get-enrolled-course';
import { useOpenLesson } from '../api/open-lesson';
import { CertificateBanner, CertificatePassNotice } from '../components/certificate-actions';
import { ClassworkTab } from '../../classwork/components/classwork-tab';
import { PeopleTab } from '../../people/components/people-tab';
import { GradesTab } from '../components/class-tabs';
import { ProgressBar } from '../components/progress-bar';
import { StreamTab } from '../components/stream-tab';
import { Tabs } from '../components/tabs';
import { useLearningMessage } from '../model/learning-message';
import { flattenLessons, pickLesson } from '../model/lesson-navigation';

const CLASS_TABS = ['stream', 'classwork', 'people', 'grades'] as const;
type ClassTab = (typeof CLASS_TABS)[number];

/** ?tab= opens a tab directly (a link back from a quiz opens Classwork). */
const toClassTab = (value: string | null): ClassTab =>
  CLASS_TABS.includes(value as ClassTab) ? (value as ClassTab) : 'stream';

/** /course/:id/progress: the enrolled-course view. */
export function CourseProgressPage() {
  const { t } = useTranslation('learning');
  const translate = useLearningMessage();
  const { id = '' } = useParams();
  const course = useEnrolledCourse(id);

  if (course.isPending) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <LessonPlayerSkeleton />
      </div>
    );
  }
  if (course.isError) {
    const detail = course.error instanceof ApiError ? course.error.detail : undefined;
    return (
      <PageFrame title={t('page.loadFailed')}>
        <EmptyState
          icon={AlertTriangle}
          alert
          title={t('page.loadFailed')}
          hint={detail ? translate(detail) : undefined}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Button variant="outline" onClick={() => void course.refetch()}>
                {t('page.retry')}
              </Button>
              <ButtonLink to={`/course/${encodeURIComponent(id)}`}>
                {t('page.coursePage')}
              </ButtonLink>
            </div>
          }
        />
      </PageFrame>
    );
  }
  return <CourseProgress courseId={id} course={course.data} />;
}

function CourseProgress({ courseId, course }: { courseId: string; course: EnrolledCourse }) {
  const { t } = useTranslation('learning');
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<ClassTab>(() => toClassTab(searchParams.get('tab')));
  const openLesson = useOpenLesson(courseId);
  const isEnrolled = course.enrolled_at !== null;
  const lessons = useMemo(() => flattenLessons(course.modules), [course.modules]);
  // Where this visit resumed, chosen once: completing that lesson must not move the page on to
  // the next one not done before the address has pinned it.
  const [resumedAt] = useState(
    () => pickLesson(lessons, null, course.last_lesson_id)?.lesson_id ?? null,
  );
  const requested = Number(searchParams.get('lesson')) || null;
  const lesson = pickLesson(lessons, requested ?? resumedAt, course.last_lesson_id);
  const recorded = useRef(course.last_lesson_id);
  const playerTop = useRef<HTMLDivElement>(null);

  // Pin the lesson shown into the address, so it stays on screen when completing it changes
  // which lesson is the first not done, and the address can be shared or bookmarked.
  const lessonId = lesson?.lesson_id ?? null;
  useEffect(() => {
    if (lessonId === null || requested === lessonId) return;
    setSearchParams(
      (params) => {
        params.set('lesson', String(lessonId));
        return params;
      },
      { replace: true },
    );
  }, [lessonId, requested, setSearchParams]);

  // Remember where "continue learning" resumes: the lesson on screen, once per change.
  const { mutate: recordOpened } = openLesson;
  useEffect(() => {
    if (!isEnrolled || lessonId === null || recorded.current === lessonId) return;
    recorded.current = lessonId;
    recordOpened(lessonId);
  }, [isEnrolled, lessonId, recordOpened]);

  function handleSelectLesson(nextId: number) {
    setSearchParams(
      (params) => {
        params.set('lesson', String(nextId));
        return params;
      },
      { replace: true },
    );
    setTab('stream');
    playerTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }

  return (
    <PageFrame
      title={course.course_title}
      description={t('page.instructor', { name: course.instructor_name })}
      actions={
        <Link
          to={`/course/${course.course_id}`}
          className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          {t('page.coursePage')}
        </Link>
      }
    >
      <div ref={playerTop} className="mb-8 space-y-4 scroll-mt-24">
        {isEnrolled ? (
          <ProgressBar
            percentage={course.percentage}
            completed={course.completed_lessons}
            total={course.total_lessons}
          />
        ) : (
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
            {course.is_instructor ? t('page.instructorView') : t('page.staffView')}
          </p>
        )}
        {course.certificate_code ? (
          <CertificateBanner code={course.certificate_code} />
        ) : (
          isEnrolled &&
          course.certificate_pass_percent !== null && (
            <CertificatePassNotice
              courseId={courseId}
              passPercent={course.certificate_pass_percent}
            />
          )
        )}
      </div>
      <Tabs
        id="class"
        label={t('tabs.label')}
        current={tab}
        onChange={setTab}
        items={[
          {
            key: 'stream',
            label: t('tabs.stream'),
            panel: (
              <StreamTab
                course={course}
                courseId={courseId}
                lessons={lessons}
                lesson={lesson}
                onSelectLesson={handleSelectLesson}
              />
            ),
          },
          {
            key: 'classwork',
            label: t('tabs.classwork'),
            panel: <ClassworkTab courseId={courseId} />,
          },
          { key: 'people', label: t('tabs.people'), panel: <PeopleTab course={course} /> },
          { key: 'grades', label: t('tabs.grades'), panel: <GradesTab course={course} /> },
        ]}
      />
    </PageFrame>
  );
}
