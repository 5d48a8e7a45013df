import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { cx } from '../../../lib/class-names';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { addLesson, moveItem, removeItem, updateAt } from '../model/course-draft-edits';
import type { ModuleDraft } from '../model/course-draft';
import { EmptyListText } from './form-section';
import { LessonEditor } from './lesson-editor';
import { EditorHeading, type EditorControls } from './editor-heading';
import { useDragReorder } from './use-drag-reorder';

/** One module: its title, its lessons (add, delete, reorder) and its own controls. */
export function ModuleEditor({
  module,
  errors,
  onChange,
  controls,
}: {
  module: ModuleDraft;
  errors: Record<string, string>;
  onChange: (module: ModuleDraft) => void;
  controls: EditorControls;
}) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const number = formatDigits(module.order, language);
  const errorPath = `modules.${controls.index}`;
  const moveLesson = (from: number, to: number) =>
    onChange({ ...module, lessons: moveItem(module.lessons, from, to) });
  const drag = useDragReorder(moveLesson);

  return (
    <div className="space-y-4">
      <EditorHeading kind="module" number={number} controls={controls} />
      <Field
        label={t('form.fields.moduleTitle')}
        required
        value={module.title}
        error={errors[`${errorPath}.title`]}
        onChange={(event) => onChange({ ...module, title: event.target.value })}
      />
      {module.lessons.length === 0 ? (
        <EmptyListText>{t('form.empty.lessons')}</EmptyListText>
      ) : (
        <ol className="space-y-4">
          {module.lessons.map((lesson, lessonIndex) => (
            <li
              key={lesson.key}
              data-drag-item
              {...drag.dropProps(lessonIndex)}
              className={cx(
                'rounded-xl border bg-canvas p-4',
                drag.overIndex === lessonIndex && drag.dragIndex !== lessonIndex
                  ? 'border-brand-600 ring-2 ring-brand-200'
                  : 'border-line',
                drag.dragIndex === lessonIndex && 'opacity-60',
              )}
            >
              <LessonEditor
                lesson={lesson}
                errorPath={`${errorPath}.lessons.${lessonIndex}`}
                errors={errors}
                controls={{
                  index: lessonIndex,
                  count: module.lessons.length,
                  handle: drag.handleProps(lessonIndex),
                  onMove: moveLesson,
                  onRemove: () =>
                    onChange({ ...module, lessons: removeItem(module.lessons, lessonIndex) }),
                }}
                onChange={(next) =>
                  onChange({
                    ...module,
                    lessons: updateAt(module.lessons, lessonIndex, () => next),
                  })
                }
              />
            </li>
          ))}
        </ol>
      )}
      <Button variant="outline" size="sm" onClick={() => onChange(addLesson(module))}>
        <Plus className="size-4" aria-hidden="true" />
        {t('form.actions.addLesson')}
      </Button>
    </div>
  );
}
