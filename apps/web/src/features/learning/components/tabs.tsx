import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../../lib/class-names';

export type TabItem<K extends string> = { key: K; label: string; panel: ReactNode };

export type TabsProps<K extends string> = {
  /** Prefix of the tab and panel ids; unique on the page. */
  id: string;
  label: string;
  items: readonly TabItem<K>[];
  current: K;
  onChange: (key: K) => void;
  variant?: 'primary' | 'pills';
};

/**
 * WAI-ARIA tabs: arrows, Home and End move between tabs; only the current tab is tabbable and only
 * its panel is rendered.
 */
export function Tabs<K extends string>({
  id,
  label,
  items,
  current,
  onChange,
  variant = 'primary',
}: TabsProps<K>) {
  const buttons = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const keys = items.map((item) => item.key);
    const index = keys.indexOf(current);
    const target =
      event.key === 'ArrowRight'
        ? keys[(index + 1) % keys.length]
        : event.key === 'ArrowLeft'
          ? keys[(index - 1 + keys.length) % keys.length]
          : event.key === 'Home'
            ? keys[0]
            : event.key === 'End'
              ? keys[keys.length - 1]
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    onChange(target);
    buttons.current[target]?.focus();
  }

  const active = items.find((item) => item.key === current) ?? items[0];
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={cx(
          'flex gap-1 overflow-x-auto',
          variant === 'primary' ? 'border-b border-line' : 'rounded-xl bg-slate-100 p-1',
        )}
      >
        {items.map((item) => {
          const isCurrent = item.key === current;
          return (
            <button
              key={item.key}
              ref={(node) => {
                buttons.current[item.key] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={isCurrent}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={isCurrent ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={handleKeyDown}
              className={cx(
                'text-sm font-semibold whitespace-nowrap transition-colors',
                variant === 'primary'
                  ? cx(
                      '-mb-px border-b-2 px-4 py-3',
                      isCurrent
                        ? 'border-brand-700 text-brand-800'
                        : 'border-transparent text-ink-muted hover:text-ink',
                    )
                  : cx(
                      'flex-1 rounded-lg px-4 py-2',
                      isCurrent
                        ? 'bg-surface text-brand-800 shadow-sm'
                        : 'text-ink-muted hover:text-ink',
                    ),
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${id}-panel-${active.key}`}
          aria-labelledby={`${id}-tab-${active.key}`}
          className={variant === 'primary' ? 'pt-6' : 'pt-4'}
        >
          {active.panel}
        </div>
      )}
    </div>
  );
}
