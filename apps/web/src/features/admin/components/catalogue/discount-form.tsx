import { discountInputSchema, type AdminDiscount } from '@academy/contract/admin';
import type { DiscountType } from '@academy/contract/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { useCourseOptions } from '../../api/get-course-options';
import { useSaveSetting } from '../../api/settings';
import { isoToLocal, localToIso } from '../../model/form-errors';
import { CheckboxSetting } from './checkbox-setting';
import { DiscountAmountFields } from './discount-amount-fields';
import { SettingsFormModal, useSettingsSave, useTextInputs } from './settings-form-modal';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';

/** Create or edit a discount: type and value, end, active, its courses and optional sale prices. */
export function DiscountForm({
  discount,
  onClose,
}: {
  discount: AdminDiscount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const save = useSaveSetting('discounts');
  const { data: courses = [] } = useCourseOptions();
  const [type, setType] = useState<DiscountType>(discount?.discount_type ?? 'percentage');
  const [value, setValue] = useState(discount?.value ?? '');
  const { text, input } = useTextInputs({
    name: discount?.name ?? '',
    end_date: isoToLocal(discount?.end_date ?? null),
  });
  const [isActive, setIsActive] = useState(discount?.is_active ?? true);
  const [selected, setSelected] = useState<number[]>(discount?.courses ?? []);
  const [salePrices, setSalePrices] = useState<Record<string, string>>(
    discount?.price_after_discount ?? {},
  );
  const { errors, submit } = useSettingsSave(save, discountInputSchema, onClose);

  function toggleCourse(id: number) {
    setSelected((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
  }

  async function handleSubmit() {
    const prices = Object.fromEntries(
      Object.entries(salePrices).filter(
        ([id, price]) => price.trim() !== '' && selected.includes(Number(id)),
      ),
    );
    const body = {
      name: text.name,
      discount_type: type,
      value,
      end_date: localToIso(text.end_date),
      is_active: isActive,
      courses: selected,
      price_after_discount: prices,
    };
    await submit(discount?.id ?? null, body);
  }

  return (
    <SettingsFormModal
      title={discount ? t('catalogue.discounts.edit') : t('catalogue.discounts.new')}
      size="lg"
      saving={save.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <Field label={t('catalogue.name')} required {...input('name')} error={errors.name} />
      <DiscountAmountFields
        type={type}
        value={value}
        error={errors.value}
        onTypeChange={setType}
        onValueChange={setValue}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('catalogue.discounts.ends')}
          type="datetime-local"
          {...input('end_date')}
          error={errors.end_date}
          hint={t('catalogue.optionalEnd')}
        />
        <CheckboxSetting label={t('catalogue.active')} checked={isActive} onChange={setIsActive} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('catalogue.discounts.courses')}</legend>
        {(errors.courses ?? errors.price_after_discount) && (
          <p className="mt-1 text-sm font-medium text-danger" role="alert">
            {errors.courses ?? errors.price_after_discount}
          </p>
        )}
        <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto rounded-lg border border-line p-2">
          {courses.map((course) => (
            <li key={course.id} className="flex flex-wrap items-center gap-3 text-sm">
              <label className="flex flex-1 items-center gap-2">
                <input
                  type="checkbox"
                  checked={selected.includes(course.id)}
                  onChange={() => toggleCourse(course.id)}
                  className="size-4"
                />
                #{formatDigits(course.id, language)} {course.title}
              </label>
              {selected.includes(course.id) && (
                <input
                  aria-label={t('catalogue.discounts.salePriceFor', { title: course.title })}
                  placeholder={t('catalogue.discounts.salePrice')}
                  inputMode="decimal"
                  value={salePrices[String(course.id)] ?? ''}
                  onChange={(event) =>
                    setSalePrices((current) => ({
                      ...current,
                      [String(course.id)]: event.target.value,
                    }))
                  }
                  className="w-32 rounded-md border border-slate-300 px-2 py-1"
                />
              )}
            </li>
          ))}
        </ul>
      </fieldset>
    </SettingsFormModal>
  );
}
