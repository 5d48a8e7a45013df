import type { AdminDiscount } from '@academy/contract/admin';
import { formatDiscountValue } from '@academy/contract/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminDiscounts } from '../../api/get-discounts';
import { DeleteButton } from './delete-button';
import { DiscountForm } from './discount-form';
import { SettingsTable } from './settings-table';

/** Every discount with its courses and whether it is in force; create, edit, delete. */
export function DiscountsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, isLoading, isError } = useAdminDiscounts();
  const [editing, setEditing] = useState<AdminDiscount | 'new' | null>(null);
  if (isLoading)
    return (
      <LoadingRegion>
        <Skeleton className="h-48" />
      </LoadingRegion>
    );
  if (isError || !data) return <EmptyState title={t('loadFailed')} />;
  return (
    <section className="space-y-4" aria-label={t('catalogue.sections.discounts')}>
      <Button onClick={() => setEditing('new')}>{t('catalogue.discounts.new')}</Button>
      {data.length === 0 ? (
        <EmptyState title={t('catalogue.discounts.empty')} />
      ) : (
        <SettingsTable
          headers={[
            t('catalogue.name'),
            t('catalogue.value'),
            t('catalogue.discounts.courses'),
            t('catalogue.discounts.ends'),
            t('catalogue.state'),
            '',
          ]}
        >
          {data.map((discount) => (
            <tr key={discount.id}>
              <td className="font-medium text-ink">{discount.name}</td>
              <td>
                {discount.discount_type === 'percentage'
                  ? `${formatDiscountValue(discount.value)}%`
                  : `৳${formatDiscountValue(discount.value)}`}
              </td>
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
              <td className="text-right whitespace-nowrap">
                <Button size="sm" variant="ghost" onClick={() => setEditing(discount)}>
                  {t('catalogue.edit')}
                </Button>
                <DeleteButton kind="discounts" id={discount.id} name={discount.name} />
              </td>
            </tr>
          ))}
        </SettingsTable>
      )}
      {editing && (
        <DiscountForm
          discount={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
