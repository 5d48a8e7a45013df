import { useTranslation } from 'react-i18next';

const shortcuts = [
  { keys: ['j', '↓'], action: 'next' },
  { keys: ['k', '↑'], action: 'previous' },
  { keys: ['a'], action: 'approve' },
  { keys: ['r'], action: 'reject' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
] as const;

/** The keyboard shortcuts of the queue, shown on demand. */
export function ShortcutsHint() {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-label={t('payments.shortcuts.title')}
      className="rounded-xl border border-line bg-slate-50 p-4"
      data-testid="shortcuts-hint"
    >
      <h2 className="text-sm font-semibold text-ink">{t('payments.shortcuts.title')}</h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.action} className="flex items-center gap-2">
            <dt className="flex gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="rounded border border-slate-300 bg-surface px-1.5 font-mono text-xs"
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-ink-muted">{t(`payments.shortcuts.${shortcut.action}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
