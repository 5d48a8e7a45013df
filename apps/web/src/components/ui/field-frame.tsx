import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/class-names';

/** What a FieldFrame hands to its control so label, hint and error are wired for assistive tech. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string;
};

export type FieldFrameProps = {
  label: ReactNode;
  /** Shown under the control; linked with aria-describedby. */
  hint?: ReactNode;
  /** Already translated message; when set the control is marked invalid. */
  error?: string;
  id?: string;
  required?: boolean;
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export const controlClasses = (invalid: boolean) =>
  cx(
    'block w-full rounded-lg border bg-surface px-3 py-2 text-base text-ink shadow-sm sm:text-sm',
    'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100',
    'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid ? 'border-danger' : 'border-slate-300',
  );

/**
 * Label, hint and error around any control (input, textarea, select). Field uses it for inputs;
 * later forms wrap textareas and selects the same way.
 */
export function FieldFrame({
  label,
  hint,
  error,
  id,
  required,
  hideLabel,
  className,
  children,
}: FieldFrameProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('space-y-1.5', className)}>
      <label
        htmlFor={controlId}
        className={cx('block text-sm font-medium text-ink', hideLabel && 'sr-only')}
      >
        {label}
        {required && (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        className: controlClasses(Boolean(error)),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
