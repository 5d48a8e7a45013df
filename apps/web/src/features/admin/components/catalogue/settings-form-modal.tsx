import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toasts';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { getErrorMessage } from '../../../../lib/api-error';
import { checkBody, serverFieldErrors, type FormErrors } from '../../model/form-errors';

type SaveMutation<Id, Body> = {
  mutateAsync(input: { id: Id; body: Body }): Promise<unknown>;
};

/**
 * The save step every catalogue form shares: check the body with its contract schema (when given),
 * create (id null) or update, toast, close; field errors from either side land in `errors`.
 */
export function useSettingsSave<Id, Body>(
  save: SaveMutation<Id, Body>,
  schema: z.ZodType | null,
  onClose: () => void,
) {
  const { t } = useTranslation('admin');
  const [errors, setErrors] = useState<FormErrors>({});

  async function submit(id: Id, body: Body) {
    const problems = schema && checkBody(schema, body);
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

/**
 * The text inputs of a form, kept together: `text` holds their values, and `input(name)` gives
 * one input its value and change handler (`transform` rewrites what is typed, e.g. upper case).
 */
export function useTextInputs<Name extends string>(initial: Record<Name, string>) {
  const [text, setText] = useState(initial);
  function input(name: Name, transform: (value: string) => string = (value) => value) {
    return {
      value: text[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const value = transform(event.target.value);
        setText((current) => ({ ...current, [name]: value }));
      },
    };
  }
  return { text, input };
}

/** A catalogue form in a modal, with Cancel and Save. */
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
