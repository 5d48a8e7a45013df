import { cx } from '../../../lib/class-names';

/** A row of toggle buttons choosing one filter of a console list (aria-pressed on the chosen one). */
export function FilterPills<Value extends string>({
  label,
  options,
  value,
  optionLabel,
  onChange,
}: {
  label: string;
  options: readonly Value[];
  value: Value;
  optionLabel: (option: Value) => string;
  onChange: (option: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cx(
            'rounded-full px-3 py-1.5 text-sm font-medium',
            value === option
              ? 'bg-brand-700 text-white'
              : 'bg-slate-100 text-ink hover:bg-slate-200',
          )}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
