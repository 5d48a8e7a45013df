import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toasts';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { getErrorMessage } from '../../../../lib/api-error';
import { checkBody, serverFieldErrors, type FormErrors } from '../../model/form-errors';

type SaveMutation<Body> = {
  mutateAsync(input: { id: number | null; body: Body }): Promise<unknown>;
};

/**
 * The save step every catalogue-settings form shares: check the body with its contract schema,
 * create (id null) or update, toast, close; field errors from either side land in `errors`.
 */
export function useSettingsSave<Body>(
  save: SaveMutation<Body>,
  schema: z.ZodType,
  onClose: () => void,
) {
  const { t } = useTranslation('admin');
  const [errors, setErrors] = useState<FormErrors>({});

  async function submit(id: number | null, body: Body) {
    const problems = checkBody(schema, body);
    if (problems) return setErrors(problems);
    try {
      await save.mutateAsync({ id, body });
      toast.success(t('catalogue.saved'));
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error(getErrorMessage(error, t('catalogue.saveFailed')));
    }
  }

  return { errors, submit };
}

/** A catalogue-settings form in a modal, with Cancel and Save. */
export function SettingsFormModal({
  title,
  size,
  saving,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  size?: 'lg';
  saving: boolean;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void onSubmit();
  }
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} size={size}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {children}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('catalogue.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
