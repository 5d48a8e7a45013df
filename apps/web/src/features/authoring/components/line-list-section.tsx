import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { newKey, type LineDraft } from '../model/course-draft';
import { updateAt, withoutIndex } from '../model/course-draft-edits';
import { EmptyListText, FormSection } from './form-section';
import { IconButton } from './icon-button';

/** Learning Outcomes or Prerequisites: one line each; empty lines are dropped on save. */
export function LineListSection({
  title,
  lines,
  onChange,
  labels,
}: {
  title: string;
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  labels: {
    add: string;
    empty: string;
    item: (number: number) => string;
    remove: (number: number) => string;
  };
}) {
  return (
    <FormSection
      title={title}
      action={
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...lines, { key: newKey(), title: '' }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {labels.add}
        </Button>
      }
    >
      {lines.length === 0 ? (
        <EmptyListText>{labels.empty}</EmptyListText>
      ) : (
        <ul className="space-y-3">
          {lines.map((line, index) => (
            <li key={line.key} className="flex items-end gap-2">
              <Field
                className="flex-1"
                label={labels.item(index + 1)}
                value={line.title}
                maxLength={300}
                onChange={(event) =>
                  onChange(updateAt(lines, index, (row) => ({ ...row, title: event.target.value })))
                }
              />
              <IconButton
                Icon={X}
                label={labels.remove(index + 1)}
                className="text-danger hover:bg-danger-soft"
                onClick={() => onChange(withoutIndex(lines, index))}
              />
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}
