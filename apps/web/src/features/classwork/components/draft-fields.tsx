import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';

/** The keys of a draft whose values are of type `Value`. */
type KeysOf<Draft, Value> = {
  [Key in keyof Draft]: Draft[Key] extends Value ? Key : never;
}[keyof Draft] &
  string;

type Bound<Draft, Value> = {
  draft: Draft;
  name: KeysOf<Draft, Value>;
  errors: Record<string, string>;
  onChange: (patch: Partial<Draft>) => void;
};

/** A text field bound to one of a draft's text values, showing that value's error. */
export function DraftField<Draft>({
  draft,
  name,
  errors,
  onChange,
  ...field
}: Bound<Draft, string> & Omit<FieldProps, 'name' | 'value' | 'error' | 'onChange'>) {
  return (
    <Field
      {...field}
      value={draft[name] as string}
      error={errors[name]}
      onChange={(event) => onChange({ [name]: event.target.value } as Partial<Draft>)}
    />
  );
}

/**
 * A textarea bound to one of a draft's text values, showing that value's error. `required` marks
 * the label only, as the forms check the draft themselves.
 */
export function DraftTextArea<Draft>({
  draft,
  name,
  errors,
  onChange,
  label,
  hint,
  required,
  rows,
  maxLength,
}: Bound<Draft, string> & {
  label: string;
  hint?: string;
  required?: boolean;
  rows: number;
  maxLength?: number;
}) {
  return (
    <FieldFrame label={label} hint={hint} error={errors[name]} required={required}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          value={draft[name] as string}
          onChange={(event) => onChange({ [name]: event.target.value } as Partial<Draft>)}
        />
      )}
    </FieldFrame>
  );
}

/** A choice among fixed values (`options`) bound to one of a draft's values. */
export function DraftSelect<Draft, Option extends string>({
  draft,
  name,
  errors,
  onChange,
  label,
  options,
  optionLabel,
  children,
}: Bound<Draft, string> & {
  label: string;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  /** Options before the fixed ones, such as 'whole course'. */
  children?: ReactNode;
}) {
  return (
    <FieldFrame label={label} error={errors[name]}>
      {(control) => (
        <select
          {...control}
          value={draft[name] as string}
          onChange={(event) => onChange({ [name]: event.target.value } as Partial<Draft>)}
        >
          {children}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Where a quiz or an assignment sits: a module of the course, or the whole course. */
export function ModuleSelect<Draft extends { module_id: string }>({
  modules,
  ...bound
}: Omit<Bound<Draft, string>, 'name'> & {
  modules: { module_id: number; module_title: string }[];
}) {
  const { t } = useTranslation('classwork');
  const byId = new Map(modules.map((module) => [String(module.module_id), module.module_title]));
  return (
    <DraftSelect
      {...(bound as Bound<Draft, string>)}
      name={'module_id' as KeysOf<Draft, string>}
      label={t('editor.module')}
      options={[...byId.keys()]}
      optionLabel={(id) => byId.get(id)!}
    >
      <option value="">{t('tab.wholeCourse')}</option>
    </DraftSelect>
  );
}

/** A checkbox bound to one of a draft's yes/no values. */
export function DraftCheckbox<Draft>({
  draft,
  name,
  onChange,
  label,
}: Omit<Bound<Draft, boolean>, 'errors'> & { label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={draft[name] as boolean}
        onChange={(event) => onChange({ [name]: event.target.checked } as Partial<Draft>)}
      />
      {label}
    </label>
  );
}
