import { categoryInputSchema, type AdminCategory } from '@academy/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { useSaveSetting } from '../../api/settings';
import { SettingsFormModal, useSettingsSave } from './settings-form-modal';

/** Create or edit a category: name, URL slug and display position. */
export function CategoryForm({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveSetting('categories');
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [position, setPosition] = useState(String(category?.position ?? 0));
  const { errors, submit } = useSettingsSave(save, categoryInputSchema, onClose);

  async function handleSubmit() {
    const body = { name, slug, position: Number(position) || 0 };
    await submit(category?.id ?? null, body);
  }

  return (
    <SettingsFormModal
      title={category ? t('catalogue.categories.edit') : t('catalogue.categories.new')}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <Field
        label={t('catalogue.name')}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <Field
        label={t('catalogue.categories.slug')}
        required
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        error={errors.slug}
      />
      <Field
        label={t('catalogue.categories.position')}
        type="number"
        min={0}
        value={position}
        onChange={(event) => setPosition(event.target.value)}
        error={errors.position}
      />
    </SettingsFormModal>
  );
}
