import { CheckCircle2, ChevronLeft, ChevronRight, Circle, Clock, FileText } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLessonPlayback } from '../../videos/api/get-lesson-playback';
import { enrolledCourseQueryKey } from '../api/get-enrolled-course';
import { learningProgressQueryKey } from '../api/get-learning-progress';
import { useSetLessonCompletion } from '../api/set-lesson-completion';
import { neighbours, type LessonInModule } from '../model/lesson-navigation';
import { LessonReading } from './lesson-reading';
import { LessonVideo } from './lesson-video';
import { loadHostedVideo } from '../../videos/components/load-hosted-video';

// A hosted video's player (and hls.js after it) loads only when a lesson is open.
const HostedVideo = lazy(loadHostedVideo);

export type LessonPlayerProps = {
  courseId: string;
  lesson: LessonInModule;
  lessons: readonly LessonInModule[];
  /** Enrolled learners track progress; the instructor and staff only look. */
  canTrackProgress: boolean;
  /** The course's instructor or staff: may write the lesson's article. */
  canEditLesson?: boolean;
  onSelectLesson: (lessonId: number) => void;
};

/**
 * The selected lesson: its videos, article, resources and duration (minutes), 'Mark as
 * complete', and the previous and next lessons.
 */
export function LessonPlayer({
  courseId,
  lesson,
  lessons,
  canTrackProgress,
  canEditLesson = false,
  onSelectLesson,
}: LessonPlayerProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const completion = useSetLessonCompletion(courseId);
  const queryClient = useQueryClient();
  const hosted = useLessonPlayback(lesson.lesson_id);
  const { previous, next } = neighbours(lessons, lesson.lesson_id);
  const hasReading = (lesson.reading_minutes ?? 0) > 0 || Boolean(lesson.has_notebook);
  const isBusy = completion.isPending && completion.variables?.lessonId === lesson.lesson_id;

  function handleToggle() {
    const isCompleted = !lesson.is_completed;
    completion.mutate(
      { lessonId: lesson.lesson_id, isCompleted },
      {
        onSuccess: (answer) => {
          if (isCompleted && answer.percentage === 100 && answer.certificate_code) {
            toast.success(t('player.courseCompleted'));
          }
        },
        onError: (error) => toast.error(getErrorMessage(error, t('player.toggleFailed'))),
      },
    );
  }

  return (
    <article aria-labelledby="lesson-title" className="space-y-5">
      <header className="space-y-2">
        <p className="text-sm font-medium text-brand-700">{lesson.moduleTitle}</p>
        <h2 id="lesson-title" className="text-2xl font-bold text-ink">
          {lesson.lesson_title}
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {t('player.duration', {
              count: lesson.duration,
              minutes: formatNumber(lesson.duration, language),
            })}
          </span>
          {lesson.is_completed && (
            <span className="flex items-center gap-1.5 font-medium text-emerald-700">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t('player.completed')}
            </span>
          )}
        </div>
      </header>

      {hosted.data && (
        <Suspense fallback={null}>
          <HostedVideo
            key={lesson.lesson_id}
            lessonId={lesson.lesson_id}
            title={lesson.lesson_title}
            onLessonCompleted={() => {
              // Watching 90 % completed the lesson on the server: show it.
              void queryClient.invalidateQueries({ queryKey: enrolledCourseQueryKey(courseId) });
              void queryClient.invalidateQueries({ queryKey: learningProgressQueryKey });
            }}
          />
        </Suspense>
      )}

      {lesson.videos.length > 0 ? (
        <div className="space-y-4">
          {lesson.videos.map((video) => (
            <LessonVideo key={video.video_id} video={video} />
          ))}
        </div>
      ) : (
        !hosted.data &&
        !hosted.isPending &&
        !hasReading && (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-ink-muted">
            {t('player.noVideos')}
          </p>
        )
      )}

      <LessonReading
        courseId={courseId}
        lesson={lesson}
        canTrackProgress={canTrackProgress}
        canEdit={canEditLesson}
      />

      {lesson.resources.length > 0 && (
        <section aria-labelledby="lesson-resources" className="space-y-2">
          <h3 id="lesson-resources" className="text-base font-semibold text-ink">
            {t('player.resources')}
          </h3>
          <ul className="space-y-1.5">
            {lesson.resources.map((resource) => (
              <li key={resource.resource_id}>
                {resource.resource_link ? (
                  <a
                    href={resource.resource_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
                  >
                    <FileText className="size-4 shrink-0" aria-hidden="true" />
                    {resource.resource_title}
                  </a>
                ) : (
                  <span className="inline-flex items-center gap-2 text-sm text-ink">
                    <FileText className="size-4 shrink-0" aria-hidden="true" />
                    {resource.resource_title}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <Button
          variant="outline"
          size="sm"
          disabled={!previous}
          onClick={() => previous && onSelectLesson(previous.lesson_id)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('player.previous')}
        </Button>
        {canTrackProgress && (
          <Button
            variant={lesson.is_completed ? 'outline' : 'primary'}
            loading={isBusy}
            onClick={handleToggle}
          >
            {lesson.is_completed ? (
              <Circle className="size-4" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="size-4" aria-hidden="true" />
            )}
            {lesson.is_completed ? t('player.markIncomplete') : t('player.markComplete')}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={!next}
          onClick={() => next && onSelectLesson(next.lesson_id)}
        >
          {t('player.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
