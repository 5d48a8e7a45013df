import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminSettings } from '../../api/settings';
import { formatDiscountAmount } from './discount-amount-fields';
import { DiscountForm } from './discount-form';
import { SettingsList } from './settings-list';

/** Every discount with its courses and whether it is in force; create, edit, delete. */
export function DiscountsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <SettingsList
      label={t('catalogue.sections.discounts')}
      newLabel={t('catalogue.discounts.new')}
      emptyLabel={t('catalogue.discounts.empty')}
      query={useAdminSettings('discounts')}
      headers={[
        t('catalogue.name'),
        t('catalogue.value'),
        t('catalogue.discounts.courses'),
        t('catalogue.discounts.ends'),
        t('catalogue.state'),
      ]}
      cells={(discount) => (
        <>
          <td className="font-medium text-ink">{discount.name}</td>
          <td>{formatDiscountAmount(discount.discount_type, discount.value)}</td>
          <td>{discount.courses.map((id) => `#${id}`).join(', ')}</td>
          <td>
            {discount.end_date ? formatDate(discount.end_date, language) : t('catalogue.never')}
          </td>
          <td>
            {discount.in_force
              ? t('catalogue.inForce')
              : discount.is_active
                ? t('catalogue.ended')
                : t('catalogue.paused')}
          </td>
        </>
      )}
      kind="discounts"
      nameOf={(discount) => discount.name}
      form={(discount, close) => <DiscountForm discount={discount} onClose={close} />}
    />
  );
}
