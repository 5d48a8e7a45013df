import type { AdminCategory } from '@academy/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminCategories } from '../../api/get-categories';
import { CategoryForm } from './category-form';
import { DeleteButton } from './delete-button';
import { SettingsTable } from './settings-table';

/** Categories in display order with their course counts; create, edit, delete empty ones. */
export function CategoriesSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, isLoading, isError } = useAdminCategories();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  if (isLoading)
    return (
      <LoadingRegion>
        <Skeleton className="h-48" />
      </LoadingRegion>
    );
  if (isError || !data) return <EmptyState title={t('loadFailed')} />;
  return (
    <section className="space-y-4" aria-label={t('catalogue.sections.categories')}>
      <Button onClick={() => setEditing('new')}>{t('catalogue.categories.new')}</Button>
      <SettingsTable
        headers={[
          t('catalogue.name'),
          t('catalogue.categories.slug'),
          t('catalogue.categories.position'),
          t('catalogue.categories.courses'),
          '',
        ]}
      >
        {data.map((category) => (
          <tr key={category.id}>
            <td className="font-medium text-ink">{category.name}</td>
            <td className="font-mono text-ink-muted">{category.slug}</td>
            <td>{formatDigits(category.position, language)}</td>
            <td>{formatDigits(category.courses_count, language)}</td>
            <td className="text-right whitespace-nowrap">
              <Button size="sm" variant="ghost" onClick={() => setEditing(category)}>
                {t('catalogue.edit')}
              </Button>
              <DeleteButton kind="categories" id={category.id} name={category.name} />
            </td>
          </tr>
        ))}
      </SettingsTable>
      {editing && (
        <CategoryForm
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
