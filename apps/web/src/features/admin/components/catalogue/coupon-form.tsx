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
import { SettingsFormModal, useSettingsSave } from './settings-form-modal';

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
  const save = useSaveSetting('coupons');
  const { data: courses = [] } = useCourseOptions();
  const [code, setCode] = useState(coupon?.code ?? '');
  const [name, setName] = useState(coupon?.name ?? '');
  const [description, setDescription] = useState(coupon?.description ?? '');
  const [type, setType] = useState<DiscountType>(coupon?.discount_type ?? 'percentage');
  const [value, setValue] = useState(coupon?.value ?? '');
  const [courseId, setCourseId] = useState(coupon?.course_id ? String(coupon.course_id) : '');
  const [expiresAt, setExpiresAt] = useState(isoToLocal(coupon?.expires_at ?? null));
  const [maxUses, setMaxUses] = useState(coupon?.max_uses?.toString() ?? '');
  const [maxPerUser, setMaxPerUser] = useState(coupon?.max_uses_per_user?.toString() ?? '');
  const [isActive, setIsActive] = useState(coupon?.is_active ?? true);
  const { errors, submit } = useSettingsSave(save, couponInputSchema, onClose);

  async function handleSubmit() {
    const body = {
      code,
      name,
      description,
      discount_type: type,
      value,
      course_id: courseId ? Number(courseId) : null,
      expires_at: localToIso(expiresAt),
      max_uses: toLimit(maxUses),
      max_uses_per_user: toLimit(maxPerUser),
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
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={errors.code}
        />
        <Field
          label={t('catalogue.name')}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
      </div>
      <Field
        label={t('catalogue.coupons.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
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
            <select
              {...control}
              value={courseId}
              onChange={(event) => setCourseId(event.target.value)}
            >
              <option value="">{t('catalogue.coupons.anyCourse')}</option>
              {courses.map((course) => (
                <option key={course.id} value={course.id}>
                  #{course.id} {course.title}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field
          label={t('catalogue.coupons.expires')}
          type="datetime-local"
          value={expiresAt}
          onChange={(event) => setExpiresAt(event.target.value)}
          error={errors.expires_at}
          hint={t('catalogue.optionalEnd')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('catalogue.coupons.maxUses')}
          type="number"
          min={1}
          value={maxUses}
          onChange={(event) => setMaxUses(event.target.value)}
          error={errors.max_uses}
          hint={t('catalogue.unlimitedHint')}
        />
        <Field
          label={t('catalogue.coupons.maxPerUser')}
          type="number"
          min={1}
          value={maxPerUser}
          onChange={(event) => setMaxPerUser(event.target.value)}
          error={errors.max_uses_per_user}
          hint={t('catalogue.unlimitedHint')}
        />
        <CheckboxSetting label={t('catalogue.active')} checked={isActive} onChange={setIsActive} />
      </div>
    </SettingsFormModal>
  );
}
