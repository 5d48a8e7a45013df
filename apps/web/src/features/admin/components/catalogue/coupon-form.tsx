import { couponInputSchema, type AdminCoupon } from '@academy/contract/admin';
import type { DiscountType } from '@academy/contract/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { FieldFrame } from '../../../../components/ui/field-frame';
import { useCourseOptions } from '../../api/get-course-options';
import { useSaveSetting } from '../../api/settings';
import { isoToLocal, localToIso } from '../../model/form-errors';
import { CheckboxSetting } from './checkbox-setting';
import { DiscountAmountFields } from './discount-amount-fields';
import { SettingsFormModal, useSettingsSave, useTextInputs } from './settings-form-modal';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';

const toLimit = (value: string) => (value.trim() === '' ? null : Number(value));

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
  const { text, input } = useTextInputs({
    code: coupon?.code ?? '',
    name: coupon?.name ?? '',
    description: coupon?.description ?? '',
    course_id: coupon?.course_id ? String(coupon.course_id) : '',
    expires_at: isoToLocal(coupon?.expires_at ?? null),
    max_uses: coupon?.max_uses?.toString() ?? '',
    max_uses_per_user: coupon?.max_uses_per_user?.toString() ?? '',
  });
  const [type, setType] = useState<DiscountType>(coupon?.discount_type ?? 'percentage');
  const [value, setValue] = useState(coupon?.value ?? '');
  const [isActive, setIsActive] = useState(coupon?.is_active ?? true);
  const { errors, submit } = useSettingsSave(save, couponInputSchema, onClose);

  async function handleSubmit() {
    const body = {
      code: text.code,
      name: text.name,
      description: text.description,
      discount_type: type,
      value,
      course_id: text.course_id ? Number(text.course_id) : null,
      expires_at: localToIso(text.expires_at),
      max_uses: toLimit(text.max_uses),
      max_uses_per_user: toLimit(text.max_uses_per_user),
      is_active: isActive,
    };
    await submit(coupon?.id ?? null, body);
  }

  return (
    <SettingsFormModal
      title={coupon ? t('catalogue.coupons.edit') : t('catalogue.coupons.new')}
      size="lg"
      saving={save.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('catalogue.coupons.code')}
          required
          {...input('code', (typed) => typed.toUpperCase())}
          error={errors.code}
        />
        <Field label={t('catalogue.name')} required {...input('name')} error={errors.name} />
      </div>
      <Field
        label={t('catalogue.coupons.description')}
        {...input('description')}
        error={errors.description}
      />
      <DiscountAmountFields
        type={type}
        value={value}
        error={errors.value}
        onTypeChange={setType}
        onValueChange={setValue}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldFrame label={t('catalogue.coupons.course')} error={errors.course_id}>
          {(control) => (
            <select {...control} {...input('course_id')}>
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
          {...input('expires_at')}
          error={errors.expires_at}
          hint={t('catalogue.optionalEnd')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('catalogue.coupons.maxUses')}
          type="number"
          min={1}
          {...input('max_uses')}
          error={errors.max_uses}
          hint={t('catalogue.unlimitedHint')}
        />
        <Field
          label={t('catalogue.coupons.maxPerUser')}
          type="number"
          min={1}
          {...input('max_uses_per_user')}
          error={errors.max_uses_per_user}
          hint={t('catalogue.unlimitedHint')}
        />
        <CheckboxSetting label={t('catalogue.active')} checked={isActive} onChange={setIsActive} />
      </div>
    </SettingsFormModal>
  );
}
