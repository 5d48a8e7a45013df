import type { CourseDetail } from '@academy/contract/catalogue';
import { CheckCircle2, FileText, PlayCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureChevron } from '../../../../components/ui/disclosure-chevron';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { loadHostedVideo } from '../../../videos/components/load-hosted-video';

// A free preview's player (and hls.js after it) loads when a visitor asks for it.
const HostedVideo = lazy(loadHostedVideo);

/**
 * The outline: modules with their lesson and video counts, expandable to their lessons; a lesson
 * that is a free preview plays here for anyone.
 */
export function ContentTab({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(course.modules.slice(0, 1).map((module) => module.module_id)),
  );
  const allOpen = course.modules.length > 0 && open.size === course.modules.length;
  const [preview, setPreview] = useState<{ id: number; title: string } | null>(null);

  if (course.modules.length === 0) {
    return <p className="text-slate-700">{t('detail.content.empty')}</p>;
  }

  function toggle(moduleId: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(moduleId)) next.delete(moduleId);
      else next.add(moduleId);
      return next;
    });
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {[
            t('detail.content.modules', {
              count: course.modules.length,
              value: number(course.modules.length),
            }),
            t('detail.lessons', {
              count: course.total_lessons,
              value: number(course.total_lessons),
            }),
            t('detail.hours', { value: number(course.total_hours) }),
          ].join(' · ')}
        </p>
        <button
          type="button"
          onClick={() =>
            setOpen(allOpen ? new Set() : new Set(course.modules.map((module) => module.module_id)))
          }
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {allOpen ? t('detail.content.collapseAll') : t('detail.content.expandAll')}
        </button>
      </div>
      <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {course.modules.map((module, index) => {
          const isOpen = open.has(module.module_id);
          const videos = module.lessons.reduce((sum, lesson) => sum + lesson.videos.length, 0);
          const panelId = `module-${module.module_id}`;
          return (
            <li key={module.module_id} data-testid="course-module">
              <h3>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(module.module_id)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50"
                >
                  <span>
                    <span className="block font-semibold text-ink">
                      {number(index + 1)}. {module.module_title}
                    </span>
                    <span className="mt-0.5 block text-sm text-ink-muted">
                      {t('detail.lessons', {
                        count: module.lessons.length,
                        value: number(module.lessons.length),
                      })}
                      {' · '}
                      {t('detail.content.videos', { count: videos, value: number(videos) })}
                    </span>
                  </span>
                  <DisclosureChevron open={isOpen} />
                </button>
              </h3>
              <ul id={panelId} hidden={!isOpen} className="space-y-1 bg-canvas px-5 py-3">
                {module.lessons.map((lesson) => (
                  <li
                    key={lesson.lesson_id}
                    className="flex items-start justify-between gap-4 py-2"
                  >
                    {/* Wraps on a phone: the preview button goes under the title, never over the time. */}
                    <span className="flex min-w-0 flex-wrap items-start gap-x-3 gap-y-1">
                      {lesson.is_completed ? (
                        <>
                          <CheckCircle2
                            className="mt-0.5 size-5 shrink-0 text-brand-700"
                            aria-hidden="true"
                          />
                          <span className="sr-only">{t('detail.content.completed')}</span>
                        </>
                      ) : lesson.videos.length > 0 ? (
                        <PlayCircle
                          className="mt-0.5 size-5 shrink-0 text-ink-muted"
                          aria-hidden="true"
                        />
                      ) : (
                        <FileText
                          className="mt-0.5 size-5 shrink-0 text-ink-muted"
                          aria-hidden="true"
                        />
                      )}
                      <span className="text-slate-700">{lesson.lesson_title}</span>
                      {lesson.free_preview && (
                        <button
                          type="button"
                          onClick={() =>
                            setPreview({ id: lesson.lesson_id, title: lesson.lesson_title })
                          }
                          aria-label={t('detail.content.previewOf', { title: lesson.lesson_title })}
                          className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
                        >
                          {t('detail.content.preview')}
                        </button>
                      )}
                    </span>
                    <span className="shrink-0 text-sm text-ink-muted">
                      {t('detail.content.minutes', { value: number(lesson.duration) })}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {preview && (
        <section aria-labelledby="free-preview" className="mt-6 space-y-3">
          <h3 id="free-preview" className="text-lg font-semibold text-ink">
            {t('detail.content.previewHeading', { title: preview.title })}
          </h3>
          <Suspense fallback={null}>
            <HostedVideo key={preview.id} lessonId={preview.id} title={preview.title} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
