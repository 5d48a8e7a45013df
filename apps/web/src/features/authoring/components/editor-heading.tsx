import { useTranslation } from 'react-i18next';
import { ReorderControls, type ReorderControlsProps } from './reorder-controls';

/** What differs between a module's heading and a lesson's: the level, the size, the words. */
const kinds = {
  module: {
    Heading: 'h3',
    className: 'text-lg font-semibold text-ink',
    title: 'form.module',
    drag: 'form.actions.dragModule',
    up: 'form.actions.moveModuleUp',
    down: 'form.actions.moveModuleDown',
    remove: 'form.actions.deleteModule',
  },
  lesson: {
    Heading: 'h4',
    className: 'font-semibold text-ink',
    title: 'form.lesson',
    drag: 'form.actions.dragLesson',
    up: 'form.actions.moveLessonUp',
    down: 'form.actions.moveLessonDown',
    remove: 'form.actions.deleteLesson',
  },
} as const;

/** Where a module or lesson sits among its siblings, and how it moves or goes. */
export type EditorControls = Omit<ReorderControlsProps, 'labels'>;

/**
 * The title line of a module or a lesson in the course form: 'Module 2' or 'Lesson 3' and its
 * drag, move and delete controls, each named with that number for screen readers.
 */
export function EditorHeading({
  kind,
  number,
  controls,
}: {
  kind: keyof typeof kinds;
  number: string;
  controls: EditorControls;
}) {
  const { t } = useTranslation('authoring');
  const { Heading, className, title, drag, up, down, remove } = kinds[kind];
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Heading className={className}>{t(title, { number })}</Heading>
      <ReorderControls
        {...controls}
        labels={{
          drag: t(drag, { number }),
          up: t(up, { number }),
          down: t(down, { number }),
          remove: t(remove, { number }),
        }}
      />
    </div>
  );
}
