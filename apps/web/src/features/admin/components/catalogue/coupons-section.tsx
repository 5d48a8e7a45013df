import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../../lib/digits';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminSettings } from '../../api/settings';
import { CouponForm } from './coupon-form';
import { formatDiscountAmount } from './discount-amount-fields';
import { SettingsList } from './settings-list';

/** Every promo code with its limits and uses; create, edit, delete. */
export function CouponsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const limit = (value: number | null) => (value === null ? '∞' : formatDigits(value, language));
  return (
    <SettingsList
      label={t('catalogue.sections.coupons')}
      newLabel={t('catalogue.coupons.new')}
      emptyLabel={t('catalogue.coupons.empty')}
      query={useAdminSettings('coupons')}
      headers={[
        t('catalogue.coupons.code'),
        t('catalogue.value'),
        t('catalogue.coupons.course'),
        t('catalogue.coupons.expires'),
        t('catalogue.coupons.uses'),
        t('catalogue.state'),
      ]}
      rowTestId="admin-coupon"
      cells={(coupon) => (
        <>
          <td>
            <span className="font-mono font-semibold text-ink">{coupon.code}</span>
            <span className="block text-xs text-ink-muted">{coupon.name}</span>
          </td>
          <td>{formatDiscountAmount(coupon.discount_type, coupon.value)}</td>
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
        </>
      )}
      kind="coupons"
      nameOf={(coupon) => coupon.code}
      form={(coupon, close) => <CouponForm coupon={coupon} onClose={close} />}
    />
  );
}
