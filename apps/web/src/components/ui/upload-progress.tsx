import { formatDigits } from '../../lib/digits';
import { useLanguage } from '../../lib/i18n';

/** How much of an upload has been sent: a labelled bar and the percentage in the reader's digits. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const language = useLanguage();
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-right text-sm text-ink-muted">{formatDigits(percent, language)}%</p>
    </div>
  );
}
