import { categoryInputSchema, type AdminCategory } from '@academy/contract/admin';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { useSaveSetting } from '../../api/settings';
import { SettingsFormModal, useSettingsForm } from './settings-form-modal';

type CategoryValues = { name: string; name_bn: string; slug: string; position: string };

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
  const { form, errors, onSubmit } = useSettingsForm({
    save,
    id: category?.id ?? null,
    schema: categoryInputSchema,
    toBody: (values: CategoryValues) => ({
      name: values.name,
      name_bn: values.name_bn,
      slug: values.slug,
      position: Number(values.position) || 0,
    }),
    defaultValues: {
      name: category?.name ?? '',
      name_bn: category?.name_bn ?? '',
      slug: category?.slug ?? '',
      position: String(category?.position ?? 0),
    },
    onClose,
  });
  const { register } = form;

  return (
    <SettingsFormModal
      title={category ? t('catalogue.categories.edit') : t('catalogue.categories.new')}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Field label={t('catalogue.name')} required {...register('name')} error={errors.name} />
      <Field
        label={t('catalogue.categories.nameBn')}
        lang="bn"
        hint={t('catalogue.categories.nameBnHint')}
        {...register('name_bn')}
        error={errors.name_bn}
      />
      <Field
        label={t('catalogue.categories.slug')}
        required
        {...register('slug')}
        error={errors.slug}
      />
      <Field
        label={t('catalogue.categories.position')}
        type="number"
        min={0}
        {...register('position')}
        error={errors.position}
      />
    </SettingsFormModal>
  );
}
