import type { FieldError, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';

/** The part of a react-hook-form form that a shared group of fields needs. */
export type FormBinding<Form extends FieldValues> = {
  register: UseFormRegister<Form>;
  formState: { errors: FieldErrors<Form> };
};

/** Turns a field's error into the text shown under it (translated), or nothing. */
export type ErrorText = (error: FieldError | undefined) => string | undefined;

/**
 * A form's register and errors narrowed to `Fields`, the fields a shared group touches, which
 * every form using the group has.
 */
export function narrowForm<Fields extends FieldValues, Form extends Fields>(
  form: FormBinding<Form>,
) {
  return {
    register: form.register as unknown as UseFormRegister<Fields>,
    errors: form.formState.errors as FieldErrors<Fields>,
  };
}
