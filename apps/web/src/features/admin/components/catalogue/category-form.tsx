import { categoryInputSchema, type AdminCategory } from '@academy/contract/admin';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { useSaveSetting } from '../../api/settings';
import { SettingsFormModal, useSettingsSave, useTextInputs } from './settings-form-modal';

/** Create or edit a category: name, its Bangla name, URL slug and display position. */
export function CategoryForm({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveSetting('categories');
  const { text, input } = useTextInputs({
    name: category?.name ?? '',
    name_bn: category?.name_bn ?? '',
    slug: category?.slug ?? '',
    position: String(category?.position ?? 0),
  });
  const { errors, submit } = useSettingsSave(save, categoryInputSchema, onClose);

  async function handleSubmit() {
    const body = {
      name: text.name,
      name_bn: text.name_bn,
      slug: text.slug,
      position: Number(text.position) || 0,
    };
    await submit(category?.id ?? null, body);
  }

  return (
    <SettingsFormModal
      title={category ? t('catalogue.categories.edit') : t('catalogue.categories.new')}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <Field label={t('catalogue.name')} required {...input('name')} error={errors.name} />
      <Field
        label={t('catalogue.categories.nameBn')}
        lang="bn"
        hint={t('catalogue.categories.nameBnHint')}
        {...input('name_bn')}
        error={errors.name_bn}
      />
      <Field
        label={t('catalogue.categories.slug')}
        required
        {...input('slug')}
        error={errors.slug}
      />
      <Field
        label={t('catalogue.categories.position')}
        type="number"
        min={0}
        {...input('position')}
        error={errors.position}
      />
    </SettingsFormModal>
  );
}
