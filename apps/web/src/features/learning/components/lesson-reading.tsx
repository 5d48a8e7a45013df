import { BookOpen, PencilLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { RichTextView } from '../../rich-text/components/rich-text-view';
import { useLessonReading } from '../api/get-lesson-reading';
import { useReadLesson } from '../api/read-lesson';
import type { LessonInModule } from '../model/lesson-navigation';
import { ArticleEditorModal } from './article-editor-modal';
import { NotebookView } from './notebook-view';

export type LessonReadingProps = {
  courseId: string;
  lesson: LessonInModule;
  canTrackProgress: boolean;
  /** The viewer may write the article (the course's instructor or staff). */
  canEdit: boolean;
};

/**
 * The lesson's article with its reading time. When a learner's screen reaches the article's end,
 * the page tells the server, which completes the lesson (docs/rules.md, Reading lessons).
 */
export function LessonReading({ courseId, lesson, canTrackProgress, canEdit }: LessonReadingProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const hasContent = (lesson.reading_minutes ?? 0) > 0 || Boolean(lesson.has_notebook);
  const reading = useLessonReading(lesson.lesson_id, hasContent || canEdit);
  const read = useReadLesson(courseId);
  const end = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const article = reading.data?.article ?? '';
  const shouldReport = canTrackProgress && !lesson.is_completed && article !== '';

  useEffect(() => {
    const target = end.current;
    if (!shouldReport || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        read.mutate(lesson.lesson_id);
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
    // read.mutate is stable; the observer is set up once per lesson and article.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldReport, lesson.lesson_id, article]);

  if (!hasContent && !canEdit) return null;
  const minutes = reading.data?.reading_minutes ?? lesson.reading_minutes ?? 0;
  return (
    <section aria-labelledby="lesson-reading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id="lesson-reading"
          className="flex items-center gap-2 text-base font-semibold text-ink"
        >
          <BookOpen className="size-4" aria-hidden="true" />
          {t('reading.heading')}
          {minutes > 0 && (
            <span className="text-sm font-normal text-ink-muted">
              {t('reading.minutes', { count: minutes, minutes: formatNumber(minutes, language) })}
            </span>
          )}
        </h3>
        {canEdit && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilLine className="size-4" aria-hidden="true" />
            {article ? t('reading.edit') : t('reading.add')}
          </Button>
        )}
      </div>
      {article ? (
        <RichTextView html={article} className="text-base" />
      ) : (
        canEdit &&
        !reading.isPending && <p className="text-sm text-ink-muted">{t('reading.empty')}</p>
      )}
      <div ref={end} data-testid="article-end" className="h-px" />
      {reading.data?.notebook && (
        <NotebookView
          lessonId={lesson.lesson_id}
          name={reading.data.notebook.name}
          cells={reading.data.notebook.cells}
        />
      )}
      {canEdit && reading.data && (
        <ArticleEditorModal
          courseId={courseId}
          lessonId={lesson.lesson_id}
          lessonTitle={lesson.lesson_title}
          article={article}
          open={editing}
          onOpenChange={setEditing}
        />
      )}
    </section>
  );
}
