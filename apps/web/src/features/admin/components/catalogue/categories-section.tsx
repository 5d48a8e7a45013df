import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminSettings } from '../../api/settings';
import { CategoryForm } from './category-form';
import { SettingsList } from './settings-list';

/** Categories in display order with their course counts; create, edit, delete empty ones. */
export function CategoriesSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <SettingsList
      label={t('catalogue.sections.categories')}
      newLabel={t('catalogue.categories.new')}
      query={useAdminSettings('categories')}
      headers={[
        t('catalogue.name'),
        t('catalogue.categories.nameBn'),
        t('catalogue.categories.slug'),
        t('catalogue.categories.position'),
        t('catalogue.categories.courses'),
      ]}
      cells={(category) => (
        <>
          <td className="font-medium text-ink">{category.name}</td>
          <td lang="bn">{category.name_bn || '—'}</td>
          <td className="font-mono text-ink-muted">{category.slug}</td>
          <td>{formatDigits(category.position, language)}</td>
          <td>{formatDigits(category.courses_count, language)}</td>
        </>
      )}
      kind="categories"
      nameOf={(category) => category.name}
      form={(category, close) => <CategoryForm category={category} onClose={close} />}
    />
  );
}
