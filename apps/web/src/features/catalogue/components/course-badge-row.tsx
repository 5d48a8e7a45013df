import type { CourseBadge } from '@academy/contract/catalogue';
import type { DiscountType } from '@academy/contract/pricing';
import { DiscountBadge, StatusBadge } from './course-badges';

/** Badges over a thumbnail's top corners: status on the left, discount on the right. */
export function CourseBadgeRow({
  badge,
  badgeText,
  discount,
}: {
  badge: CourseBadge | null;
  badgeText: string | null;
  discount: { kind: DiscountType; value: string } | null;
}) {
  if (!badge && !discount) return null;
  return (
    <div className="pointer-events-none absolute inset-x-3 top-3 flex items-start justify-between gap-2">
      {badge ? <StatusBadge badge={badge} text={badgeText} className="max-w-[70%]" /> : <span />}
      {discount && <DiscountBadge discount={discount} />}
    </div>
  );
}
