import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmojiPicker } from '../../../components/ui/emoji-picker';
import { FieldFrame } from '../../../components/ui/field-frame';
import { cx } from '../../../lib/class-names';

export type ForumTextareaProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  rows?: number;
  id?: string;
};

/** A labelled textarea with the emoji picker under it; emoji are appended. */
export function ForumTextarea({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  error,
  required,
  disabled,
  hideLabel,
  rows = 5,
  id,
}: ForumTextareaProps) {
  const { t } = useTranslation('forum');
  return (
    <FieldFrame label={label} error={error} required={required} hideLabel={hideLabel} id={id}>
      {(control) => (
        <div>
          <textarea
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={maxLength}
            placeholder={placeholder}
            required={required}
            disabled={disabled}
            rows={rows}
            className={cx(control.className, 'resize-y')}
          />
          <EmojiPicker
            onSelect={(emoji) => onChange(`${value}${emoji}`.slice(0, maxLength))}
            toggleLabel={t('emoji.toggle')}
            pickerLabel={t('emoji.picker')}
            disabled={disabled}
            className="mt-1"
          />
        </div>
      )}
    </FieldFrame>
  );
}
