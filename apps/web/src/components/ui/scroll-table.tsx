import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';

/**
 * A table wider than its screen scrolls inside its own box, never the page (a 360 px phone),
 * with a visible cue while columns are out of sight: a line saying so, and a shade on the side
 * that has more. The box is a labelled region that takes focus, so a keyboard scrolls it too.
 */
export function ScrollTable({
  label,
  className,
  children,
}: {
  /** Names the region for screen readers (the table's subject). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      setMore({ left: element.scrollLeft > 1, right: hidden - element.scrollLeft > 1 });
    };
    measure();
    // Older browsers (and test DOMs) without ResizeObserver measure on scroll only.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  const overflows = more.left || more.right;
  return (
    <div className="space-y-1">
      {overflows && (
        <p className="text-xs text-ink-muted" aria-hidden="true">
          {t('scrollTable.more')}
        </p>
      )}
      {/* relative: rows' visually hidden labels are positioned absolutely; this clips them. */}
      <div className="relative">
        <div
          ref={box}
          role="region"
          aria-label={label}
          tabIndex={0}
          className={cx(
            'relative overflow-x-auto rounded-xl border border-line bg-surface',
            className,
          )}
        >
          {children}
        </div>
        <div
          aria-hidden="true"
          className={cx(
            'pointer-events-none absolute inset-y-0 left-0 w-6 rounded-l-xl bg-gradient-to-r from-slate-900/15 to-transparent transition-opacity',
            more.left ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden="true"
          className={cx(
            'pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r-xl bg-gradient-to-l from-slate-900/15 to-transparent transition-opacity',
            more.right ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
    </div>
  );
}
