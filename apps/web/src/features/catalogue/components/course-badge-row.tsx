import type { CourseBadge } from '@academy/contract/catalogue';
import type { DiscountType } from '@academy/contract/pricing';
import { DiscountBadge, StatusBadge } from './course-badges';

/**
 * A course's badges: over a thumbnail's top corners (status on the left, discount on the right),
 * or `inline` in the flow of a page, where a badge that wraps to two lines pushes what follows
 * down instead of covering it.
 */
export function CourseBadgeRow({
  badge,
  badgeText,
  discount,
  inline = false,
}: {
  badge: CourseBadge | null;
  badgeText: string | null;
  discount: { kind: DiscountType; value: string } | null;
  inline?: boolean;
}) {
  if (!badge && !discount) return null;
  if (inline) {
    return (
      <div className="mt-4 flex flex-wrap items-start gap-2">
        {badge && <StatusBadge badge={badge} text={badgeText} />}
        {discount && <DiscountBadge discount={discount} />}
      </div>
    );
  }
  return (
    <div className="pointer-events-none absolute inset-x-3 top-3 flex items-start justify-between gap-2">
      {badge ? <StatusBadge badge={badge} text={badgeText} className="max-w-[70%]" /> : <span />}
      {discount && <DiscountBadge discount={discount} />}
    </div>
  );
}
