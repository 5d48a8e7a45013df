import { couponInputSchema, type AdminCoupon } from '@academy/contract/admin';
import type { DiscountType } from '@academy/contract/pricing';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { FieldFrame } from '../../../../components/ui/field-frame';
import { useCourseOptions } from '../../api/get-course-options';
import { useSaveSetting } from '../../api/settings';
import { isoToLocal, localToIso } from '../../model/datetime-local';
import { CheckboxSetting } from './checkbox-setting';
import { DiscountAmountFields } from './discount-amount-fields';
import { SettingsFormModal, useSettingsForm } from './settings-form-modal';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';

const toLimit = (value: string) => (value.trim() === '' ? null : Number(value));

type CouponValues = {
  code: string;
  name: string;
  description: string;
  discount_type: DiscountType;
  value: string;
  course_id: string;
  expires_at: string;
  max_uses: string;
  max_uses_per_user: string;
  is_active: boolean;
};

/** Create or edit a promo code: terms, optional course, expiry and usage limits. */
export function CouponForm({
  coupon,
  onClose,
}: {
  coupon: AdminCoupon | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const save = useSaveSetting('coupons');
  const { data: courses = [] } = useCourseOptions();
  const { form, errors, onSubmit } = useSettingsForm({
    save,
    id: coupon?.id ?? null,
    schema: couponInputSchema,
    toBody: (values: CouponValues) => ({
      code: values.code,
      name: values.name,
      description: values.description,
      discount_type: values.discount_type,
      value: values.value,
      course_id: values.course_id ? Number(values.course_id) : null,
      expires_at: localToIso(values.expires_at),
      max_uses: toLimit(values.max_uses),
      max_uses_per_user: toLimit(values.max_uses_per_user),
      is_active: values.is_active,
    }),
    defaultValues: {
      code: coupon?.code ?? '',
      name: coupon?.name ?? '',
      description: coupon?.description ?? '',
      discount_type: coupon?.discount_type ?? 'percentage',
      value: coupon?.value ?? '',
      course_id: coupon?.course_id ? String(coupon.course_id) : '',
      expires_at: isoToLocal(coupon?.expires_at ?? null),
      max_uses: coupon?.max_uses?.toString() ?? '',
      max_uses_per_user: coupon?.max_uses_per_user?.toString() ?? '',
      is_active: coupon?.is_active ?? true,
    },
    onClose,
  });
  const { register, control, setValue } = form;
  const [type, value, isActive] = useWatch({
    control,
    name: ['discount_type', 'value', 'is_active'],
  });
  const codeInput = register('code');

  return (
    <SettingsFormModal
      title={coupon ? t('catalogue.coupons.edit') : t('catalogue.coupons.new')}
      size="lg"
      saving={save.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('catalogue.coupons.code')}
          required
          {...codeInput}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            return codeInput.onChange(event);
          }}
          error={errors.code}
        />
        <Field label={t('catalogue.name')} required {...register('name')} error={errors.name} />
      </div>
      <Field
        label={t('catalogue.coupons.description')}
        {...register('description')}
        error={errors.description}
      />
      <DiscountAmountFields
        type={type}
        value={value}
        error={errors.value}
        onTypeChange={(next) => setValue('discount_type', next)}
        onValueChange={(next) => setValue('value', next)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldFrame label={t('catalogue.coupons.course')} error={errors.course_id}>
          {(control) => (
            <select {...control} {...register('course_id')}>
              <option value="">{t('catalogue.coupons.anyCourse')}</option>
              {courses.map((course) => (
                <option key={course.id} value={course.id}>
                  #{formatDigits(course.id, language)} {course.title}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field
          label={t('catalogue.coupons.expires')}
          type="datetime-local"
          {...register('expires_at')}
          error={errors.expires_at}
          hint={t('catalogue.optionalEnd')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('catalogue.coupons.maxUses')}
          type="number"
          min={1}
          {...register('max_uses')}
          error={errors.max_uses}
          hint={t('catalogue.unlimitedHint')}
        />
        <Field
          label={t('catalogue.coupons.maxPerUser')}
          type="number"
          min={1}
          {...register('max_uses_per_user')}
          error={errors.max_uses_per_user}
          hint={t('catalogue.unlimitedHint')}
        />
        <CheckboxSetting
          label={t('catalogue.active')}
          checked={isActive}
          onChange={(checked) => setValue('is_active', checked)}
        />
      </div>
    </SettingsFormModal>
  );
}
