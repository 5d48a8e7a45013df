import { Button } from './button';

/**
 * The buttons that end a form, at its right: a way out (an outline button, when `cancel` is given)
 * and the submit button, busy with `submittingLabel` while `submitting`.
 */
export function FormActions({
  cancel,
  submitLabel,
  submittingLabel,
  submitting,
}: {
  cancel?: { label: string; onClick: () => void };
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {cancel && (
        <Button variant="outline" onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      )}
      <Button type="submit" loading={submitting} loadingText={submittingLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
