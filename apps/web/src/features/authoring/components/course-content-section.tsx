import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/class-names';
import { addModule, moveItem, removeItem, updateAt } from '../model/course-draft-edits';
import type { ModuleDraft } from '../model/course-draft';
import { EmptyListText, FormSection } from './form-section';
import { ModuleEditor } from './module-editor';
import { useDragReorder } from './use-drag-reorder';

/** Course Content: modules holding lessons, added, deleted and reordered. */
export function CourseContentSection({
  modules,
  errors,
  onChange,
}: {
  modules: ModuleDraft[];
  errors: Record<string, string>;
  onChange: (modules: ModuleDraft[]) => void;
}) {
  const { t } = useTranslation('authoring');
  const moveModule = (from: number, to: number) => onChange(moveItem(modules, from, to));
  const drag = useDragReorder(moveModule);

  return (
    <FormSection
      title={t('form.sections.courseContent')}
      action={
        <Button variant="outline" size="sm" onClick={() => onChange(addModule(modules))}>
          <Plus className="size-4" aria-hidden="true" />
          {t('form.actions.addModule')}
        </Button>
      }
    >
      {errors.modules && (
        <p role="alert" className="mb-3 text-sm font-medium text-danger">
          {errors.modules}
        </p>
      )}
      {modules.length === 0 ? (
        <EmptyListText>{t('form.empty.modules')}</EmptyListText>
      ) : (
        <ol className="space-y-5">
          {modules.map((module, index) => (
            <li
              key={module.key}
              data-drag-item
              {...drag.dropProps(index)}
              className={cx(
                'rounded-2xl border bg-surface p-4 sm:p-5',
                drag.overIndex === index && drag.dragIndex !== index
                  ? 'border-brand-600 ring-2 ring-brand-200'
                  : 'border-slate-300',
                drag.dragIndex === index && 'opacity-60',
              )}
            >
              <ModuleEditor
                module={module}
                errors={errors}
                controls={{
                  index,
                  count: modules.length,
                  handle: drag.handleProps(index),
                  onMove: moveModule,
                  onRemove: () => onChange(removeItem(modules, index)),
                }}
                onChange={(next) => onChange(updateAt(modules, index, () => next))}
              />
            </li>
          ))}
        </ol>
      )}
    </FormSection>
  );
}
