import { Search } from 'lucide-react';

type ListSearchProps = {
  /** The field's accessible name (visually hidden). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Width of the field: grows in a filter row, or a fixed measure on its own. */
  className?: string;
};

/** The search field above a list (staff console, a course's roster), with its magnifier icon. */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
  className = 'min-w-64 flex-1',
}: ListSearchProps) {
  return (
    <label className={`relative ${className}`}>
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-muted"
        aria-hidden="true"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="block w-full rounded-lg border border-slate-300 bg-surface py-2 pr-3 pl-9 text-sm"
      />
    </label>
  );
}
