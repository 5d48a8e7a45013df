import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { getErrorMessage, getFieldErrors } from '../../../../lib/api-error';
import { bodyResolver, errorMessages } from '../../../../lib/form-submission';
import { toast } from '../../../../lib/toasts';

type SaveMutation<Id, Body> = {
  mutateAsync(input: { id: Id; body: Body }): Promise<unknown>;
};

/**
 * The form every catalogue setting shares (react-hook-form): the inputs' values become the body
 * (`toBody`), checked with its contract schema when given, then created (id null) or updated,
 * toasted and closed; field errors from either side land beside their fields through `errors`
 * (dotted paths, the form's own under '').
 */
export function useSettingsForm<Values extends FieldValues, Body extends FieldValues, Id>({
  save,
  id,
  schema,
  toBody,
  defaultValues,
  onClose,
}: {
  save: SaveMutation<Id, Body>;
  id: Id;
  schema: z.ZodType | null;
  toBody: (values: Values) => Body;
  defaultValues: DefaultValues<Values>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const form = useForm<Values, unknown, Body>({
    resolver: bodyResolver(schema, toBody),
    defaultValues,
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id, body });
      toast.success(t('catalogue.saved'));
      onClose();
    } catch (error) {
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        form.setError(field as Path<Values>, { message });
      }
      toast.error(getErrorMessage(error, t('catalogue.saveFailed')));
    }
  });
  return { form, errors: errorMessages(form.formState.errors), onSubmit };
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
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} size={size}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        className="space-y-4"
      >
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
