import { discountInputSchema, type AdminDiscount } from '@academy/contract/admin';
import type { DiscountType } from '@academy/contract/pricing';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { useCourseOptions } from '../../api/get-course-options';
import { useSaveSetting } from '../../api/settings';
import { isoToLocal, localToIso } from '../../model/datetime-local';
import { CheckboxSetting } from './checkbox-setting';
import { DiscountAmountFields } from './discount-amount-fields';
import { SettingsFormModal, useSettingsForm } from './settings-form-modal';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';

type DiscountValues = {
  name: string;
  discount_type: DiscountType;
  value: string;
  end_date: string;
  is_active: boolean;
  courses: number[];
  /** Sale prices by course id, as typed. */
  price_after_discount: Record<string, string>;
};

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
  const { form, errors, onSubmit } = useSettingsForm({
    save,
    id: discount?.id ?? null,
    schema: discountInputSchema,
    toBody: (values: DiscountValues) => ({
      name: values.name,
      discount_type: values.discount_type,
      value: values.value,
      end_date: localToIso(values.end_date),
      is_active: values.is_active,
      courses: values.courses,
      price_after_discount: Object.fromEntries(
        Object.entries(values.price_after_discount).filter(
          ([id, price]) => price.trim() !== '' && values.courses.includes(Number(id)),
        ),
      ),
    }),
    defaultValues: {
      name: discount?.name ?? '',
      discount_type: discount?.discount_type ?? 'percentage',
      value: discount?.value ?? '',
      end_date: isoToLocal(discount?.end_date ?? null),
      is_active: discount?.is_active ?? true,
      courses: discount?.courses ?? [],
      price_after_discount: discount?.price_after_discount ?? {},
    },
    onClose,
  });
  const { register, control, setValue, getValues } = form;
  const [type, value, isActive, selected, salePrices] = useWatch({
    control,
    name: ['discount_type', 'value', 'is_active', 'courses', 'price_after_discount'],
  });

  function toggleCourse(id: number) {
    const current = getValues('courses');
    setValue(
      'courses',
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
  }

  return (
    <SettingsFormModal
      title={discount ? t('catalogue.discounts.edit') : t('catalogue.discounts.new')}
      size="lg"
      saving={save.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Field label={t('catalogue.name')} required {...register('name')} error={errors.name} />
      <DiscountAmountFields
        type={type}
        value={value}
        error={errors.value}
        onTypeChange={(next) => setValue('discount_type', next)}
        onValueChange={(next) => setValue('value', next)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('catalogue.discounts.ends')}
          type="datetime-local"
          {...register('end_date')}
          error={errors.end_date}
          hint={t('catalogue.optionalEnd')}
        />
        <CheckboxSetting
          label={t('catalogue.active')}
          checked={isActive}
          onChange={(checked) => setValue('is_active', checked)}
        />
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
                    setValue('price_after_discount', {
                      ...getValues('price_after_discount'),
                      [String(course.id)]: event.target.value,
                    })
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
