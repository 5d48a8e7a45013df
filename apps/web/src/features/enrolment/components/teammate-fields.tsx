import type { PaymentFormValues } from '@academy/contract/enrolment';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { useEnrolmentMessage } from '../model/enrolment-message';

type TeammateKey = 'teammate_one' | 'teammate_two';

type TeammateFieldsProps = {
  teammate: TeammateKey;
  register: UseFormRegister<PaymentFormValues>;
  errors: FieldErrors<PaymentFormValues>;
};

/** One teammate block of a duo or trio: name, email and phone number, all required. */
export function TeammateFields({ teammate, register, errors }: TeammateFieldsProps) {
  const { t } = useTranslation('enrolment');
  const translate = useEnrolmentMessage();
  const own = errors[teammate];
  const errorOf = (message: string | undefined) => (message ? translate(message) : undefined);
  const title = teammate === 'teammate_one' ? t('form.teammateOne') : t('form.teammateTwo');

  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4" data-testid={teammate}>
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      <Field
        label={t('form.teammateName')}
        autoComplete="off"
        required
        maxLength={100}
        error={errorOf(own?.name?.message)}
        {...register(`${teammate}.name`)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('form.teammateEmail')}
          type="email"
          autoComplete="off"
          required
          error={errorOf(own?.email?.message)}
          {...register(`${teammate}.email`)}
        />
        <Field
          label={t('form.teammateNumber')}
          type="tel"
          placeholder={t('form.phonePlaceholder')}
          required
          error={errorOf(own?.number?.message)}
          {...register(`${teammate}.number`)}
        />
      </div>
    </fieldset>
  );
}
