import { ChevronDown } from 'lucide-react';
import { cx } from '../../lib/class-names';

/** The arrow at the end of a show/hide button: points down when closed, up when `open`. */
export function DisclosureChevron({ open }: { open: boolean }) {
  return (
    <ChevronDown
      className={cx('size-5 shrink-0 text-ink-muted transition-transform', open && 'rotate-180')}
      aria-hidden="true"
    />
  );
}
