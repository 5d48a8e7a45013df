import type { AdminCoupon } from '@academy/contract/admin';
import { formatDiscountValue } from '@academy/contract/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton';
import { formatDigits } from '../../../../lib/digits';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminCoupons } from '../../api/get-coupons';
import { CouponForm } from './coupon-form';
import { DeleteButton } from './delete-button';
import { SettingsTable } from './settings-table';

/** Every promo code with its limits and uses; create, edit, delete. */
export function CouponsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, isLoading, isError } = useAdminCoupons();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  if (isLoading)
    return (
      <LoadingRegion>
        <Skeleton className="h-48" />
      </LoadingRegion>
    );
  if (isError || !data) return <EmptyState title={t('loadFailed')} />;
  const limit = (value: number | null) => (value === null ? '∞' : formatDigits(value, language));
  return (
    <section className="space-y-4" aria-label={t('catalogue.sections.coupons')}>
      <Button onClick={() => setEditing('new')}>{t('catalogue.coupons.new')}</Button>
      {data.length === 0 ? (
        <EmptyState title={t('catalogue.coupons.empty')} />
      ) : (
        <SettingsTable
          headers={[
            t('catalogue.coupons.code'),
            t('catalogue.value'),
            t('catalogue.coupons.course'),
            t('catalogue.coupons.expires'),
            t('catalogue.coupons.uses'),
            t('catalogue.state'),
            '',
          ]}
        >
          {data.map((coupon) => (
            <tr key={coupon.id} data-testid="admin-coupon">
              <td>
                <span className="font-mono font-semibold text-ink">{coupon.code}</span>
                <span className="block text-xs text-ink-muted">{coupon.name}</span>
              </td>
              <td>
                {coupon.discount_type === 'percentage'
                  ? `${formatDiscountValue(coupon.value)}%`
                  : `৳${formatDiscountValue(coupon.value)}`}
              </td>
              <td>{coupon.course_title ?? t('catalogue.coupons.anyCourse')}</td>
              <td>
                {coupon.expires_at ? formatDate(coupon.expires_at, language) : t('catalogue.never')}
              </td>
              <td>
                {formatDigits(coupon.used_count, language)} / {limit(coupon.max_uses)}
                <span className="block text-xs text-ink-muted">
                  {t('catalogue.coupons.perUser', { value: limit(coupon.max_uses_per_user) })}
                </span>
              </td>
              <td>{coupon.is_active ? t('catalogue.activeState') : t('catalogue.paused')}</td>
              <td className="text-right whitespace-nowrap">
                <Button size="sm" variant="ghost" onClick={() => setEditing(coupon)}>
                  {t('catalogue.edit')}
                </Button>
                <DeleteButton kind="coupons" id={coupon.id} name={coupon.code} />
              </td>
            </tr>
          ))}
        </SettingsTable>
      )}
      {editing && (
        <CouponForm coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
