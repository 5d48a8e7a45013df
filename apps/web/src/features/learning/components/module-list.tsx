import type { CourseModule } from '@academy/contract/catalogue';
import { CheckCircle2, Circle, Lock, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

export type ModuleListProps = {
  modules: readonly CourseModule[];
  selectedLessonId: number | null;
  onSelectLesson: (lessonId: number) => void;
};

/**
 * Stream › Modules: every module with its lessons, done ones ticked (a 500px scrolling list). A
 * lesson not open yet (drip release) is listed with the day it opens, and cannot be chosen.
 */
export function ModuleList({ modules, selectedLessonId, onSelectLesson }: ModuleListProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  if (modules.length === 0) {
    return <p className="p-6 text-center text-sm text-ink-muted">{t('modules.empty')}</p>;
  }
  return (
    <ol className="space-y-5">
      {modules.map((module, moduleIndex) => {
        const done = module.lessons.filter((lesson) => lesson.is_completed).length;
        return (
          <li key={module.module_id}>
            <div className="mb-2 flex items-baseline justify-between gap-3 px-1">
              <h3 className="text-sm font-semibold text-ink">
                {t('modules.heading', {
                  number: formatNumber(moduleIndex + 1, language),
                  title: module.module_title,
                })}
              </h3>
              <span className="shrink-0 text-xs text-ink-muted">
                {t('modules.done', {
                  done: formatNumber(done, language),
                  total: formatNumber(module.lessons.length, language),
                })}
              </span>
            </div>
            <ul className="space-y-1">
              {module.lessons.map((lesson) => {
                if (lesson.opens_on) {
                  return (
                    <li
                      key={lesson.lesson_id}
                      className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink-muted"
                    >
                      <Lock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                      <span className="min-w-0 flex-1">{lesson.lesson_title}</span>
                      <span className="shrink-0 text-xs font-medium text-ink-muted">
                        {t('modules.opensOn', { date: formatDate(lesson.opens_on, language) })}
                      </span>
                    </li>
                  );
                }
                const isSelected = lesson.lesson_id === selectedLessonId;
                const Icon = lesson.is_completed ? CheckCircle2 : isSelected ? PlayCircle : Circle;
                return (
                  <li key={lesson.lesson_id}>
                    <button
                      type="button"
                      onClick={() => onSelectLesson(lesson.lesson_id)}
                      aria-current={isSelected ? 'true' : undefined}
                      className={cx(
                        'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm transition-colors',
                        isSelected
                          ? 'bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-200'
                          : 'text-ink hover:bg-slate-100',
                      )}
                    >
                      <Icon
                        className={cx(
                          'size-4 shrink-0',
                          lesson.is_completed ? 'text-emerald-600' : 'text-slate-400',
                        )}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1">{lesson.lesson_title}</span>
                      {lesson.is_completed && (
                        <span className="sr-only">{t('modules.completedMark')}</span>
                      )}
                      <span className="shrink-0 text-xs text-ink-muted">
                        {t('player.duration', {
                          count: lesson.duration,
                          minutes: formatNumber(lesson.duration, language),
                        })}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
