import { categoryInputSchema, type AdminCategory } from '@academy/contract/admin';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { getErrorMessage } from '../../../../lib/api-error';
import { useSaveCategory } from '../../api/save-category';
import { checkBody, serverFieldErrors, type FormErrors } from '../../model/form-errors';

/** Create or edit a category: name, URL slug and display position. */
export function CategoryForm({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [position, setPosition] = useState(String(category?.position ?? 0));
  const [errors, setErrors] = useState<FormErrors>({});

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { name, slug, position: Number(position) || 0 };
    const problems = checkBody(categoryInputSchema, body);
    if (problems) return setErrors(problems);
    try {
      await save.mutateAsync({ id: category?.id ?? null, body });
      toast.success(t('catalogue.saved'));
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error(getErrorMessage(error, t('catalogue.saveFailed')));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={category ? t('catalogue.categories.edit') : t('catalogue.categories.new')}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
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
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('catalogue.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
