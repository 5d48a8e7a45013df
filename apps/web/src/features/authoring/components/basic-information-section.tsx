import { authoringLimits } from '@academy/contract/authoring';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { cx } from '../../../lib/class-names';
import type { CourseDraft } from '../model/course-draft';
import { FormSection } from './form-section';
import { useLanguage } from '../../../lib/i18n';
import { categoryLabel, useCategories } from '../../../lib/course-categories';

type BasicFields = Pick<
  CourseDraft,
  'title' | 'description' | 'price' | 'categoryId' | 'status' | 'resubmitAfterRelease'
>;

/**
 * Basic Information: title, description, price in BDT, the category select, whether it stays a
 * draft, and whether learners may hand in new versions of graded work (docs/rules.md).
 */
export function BasicInformationSection({
  values,
  errors,
  onChange,
}: {
  values: BasicFields;
  errors: Record<string, string>;
  onChange: (values: Partial<BasicFields>) => void;
}) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const categories = useCategories();

  return (
    <FormSection title={t('form.sections.basicInformation')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          className="sm:col-span-2"
          label={t('form.fields.title')}
          required
          maxLength={authoringLimits.titleMax}
          value={values.title}
          error={errors.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <FieldFrame
          className="sm:col-span-2"
          label={t('form.fields.description')}
          required
          error={errors.description}
        >
          {(control) => (
            <textarea
              {...control}
              required
              rows={5}
              maxLength={authoringLimits.descriptionMax}
              value={values.description}
              onChange={(event) => onChange({ description: event.target.value })}
              className={cx(control.className, 'min-h-32')}
            />
          )}
        </FieldFrame>
        <Field
          label={t('form.fields.price')}
          required
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={values.price}
          error={errors.price}
          onChange={(event) => onChange({ price: event.target.value })}
        />
        <FieldFrame
          label={t('form.fields.category')}
          required
          error={errors.category_id}
          hint={categories.isError ? t('form.fields.categoriesFailed') : undefined}
        >
          {(control) => (
            <select
              {...control}
              required
              value={values.categoryId}
              onChange={(event) => onChange({ categoryId: event.target.value })}
            >
              <option value="">{t('form.fields.selectCategory')}</option>
              {categories.data?.map((category) => (
                <option key={category.category_id} value={String(category.category_id)}>
                  {categoryLabel(category, language)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {values.status !== 'coming_soon' && (
          <label className="flex items-start gap-3 sm:col-span-2">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand-700"
              checked={values.status === 'draft'}
              onChange={(event) =>
                onChange({ status: event.target.checked ? 'draft' : 'published' })
              }
            />
            <span>
              <span className="block text-sm font-medium text-ink">
                {t('form.fields.keepDraft')}
              </span>
              <span className="block text-sm text-ink-muted">{t('form.fields.keepDraftHint')}</span>
            </span>
          </label>
        )}
        <label className="flex items-start gap-3 sm:col-span-2">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-brand-700"
            checked={values.resubmitAfterRelease}
            onChange={(event) => onChange({ resubmitAfterRelease: event.target.checked })}
          />
          <span>
            <span className="block text-sm font-medium text-ink">
              {t('form.fields.resubmitAfterRelease')}
            </span>
            <span className="block text-sm text-ink-muted">
              {t('form.fields.resubmitAfterReleaseHint')}
            </span>
          </span>
        </label>
      </div>
    </FormSection>
  );
}
