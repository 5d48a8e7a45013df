import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../lib/class-names';

/**
 * The course detail tabs: overview, content, instructor, and reviews (by enrolled learners,
 * features/learning).
 */
export const COURSE_TABS = ['overview', 'content', 'instructor', 'reviews'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

/**
 * WAI-ARIA tabs: arrows, Home and End move between tabs; only the current one is tabbable. A panel
 * is rendered from the first time its tab is opened (the reviews load their own data and code).
 */
export function CourseTabs({ panels }: { panels: Record<CourseTab, ReactNode> }) {
  const { t } = useTranslation('catalogue');
  const [current, setCurrent] = useState<CourseTab>('overview');
  const [opened, setOpened] = useState<ReadonlySet<CourseTab>>(() => new Set(['overview']));
  const buttons = useRef<Partial<Record<CourseTab, HTMLButtonElement | null>>>({});

  function openTab(tab: CourseTab) {
    setCurrent(tab);
    setOpened((tabs) => (tabs.has(tab) ? tabs : new Set(tabs).add(tab)));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = COURSE_TABS.indexOf(current);
    const target =
      event.key === 'ArrowRight'
        ? COURSE_TABS[(index + 1) % COURSE_TABS.length]
        : event.key === 'ArrowLeft'
          ? COURSE_TABS[(index - 1 + COURSE_TABS.length) % COURSE_TABS.length]
          : event.key === 'Home'
            ? COURSE_TABS[0]
            : event.key === 'End'
              ? COURSE_TABS[COURSE_TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    openTab(target);
    buttons.current[target]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('detail.tabs.label')}
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {COURSE_TABS.map((tab) => {
          const isCurrent = tab === current;
          return (
            <button
              key={tab}
              ref={(node) => {
                buttons.current[tab] = node;
              }}
              type="button"
              role="tab"
              id={`course-tab-${tab}`}
              aria-selected={isCurrent}
              aria-controls={`course-panel-${tab}`}
              tabIndex={isCurrent ? 0 : -1}
              onClick={() => openTab(tab)}
              onKeyDown={handleKeyDown}
              className={cx(
                '-mb-px border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors',
                isCurrent
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {t(`detail.tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      {COURSE_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`course-panel-${tab}`}
          aria-labelledby={`course-tab-${tab}`}
          hidden={tab !== current}
          tabIndex={0}
          className="py-8 focus:outline-none focus-visible:outline-2"
        >
          {opened.has(tab) && panels[tab]}
        </div>
      ))}
    </div>
  );
}
