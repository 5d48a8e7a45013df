import {
  isAllowedPictureFile,
  PROFILE_PICTURE_EXTENSIONS,
  PROFILE_PICTURE_MAX_BYTES,
  accountMessages,
} from '@academy/contract/accounts';
import { fieldMessages } from '@academy/contract/field-rules';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { useServerMessage } from '../hooks/use-server-message';

type PictureInputProps = {
  /** The stored picture's URL, shown until a new one is chosen. */
  currentUrl: string | undefined;
  name: string;
  /** A message from the server about the picture. */
  error?: string;
  onChange: (file: File | null) => void;
};

const accept = PROFILE_PICTURE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Picture upload with a preview. Only JPG, JPEG or PNG up to 5 MB is taken; the server decodes
 * the file to be sure.
 */
export function PictureInput({ currentUrl, name, error, onChange }: PictureInputProps) {
  const { t } = useTranslation('accounts');
  const { translate } = useServerMessage();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setLocalError(null);
    if (!file) return;
    const problem = !isAllowedPictureFile(file)
      ? fieldMessages.invalidImageType
      : file.size > PROFILE_PICTURE_MAX_BYTES
        ? accountMessages.pictureTooLarge
        : null;
    if (problem) {
      event.target.value = '';
      setLocalError(translate(problem));
      setPreview(null);
      onChange(null);
      return;
    }
    setPreview(URL.createObjectURL(file));
    onChange(file);
  }

  const message = localError ?? (error ? translate(error) : undefined);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar src={preview ?? currentUrl} name={name} size="xl" />
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          {t('fields.picture')}
        </label>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-surface px-3 py-2 text-sm font-medium text-ink shadow-sm hover:bg-slate-50"
        >
          <ImageUp className="size-4" aria-hidden="true" />
          {t('profile.choosePicture')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={accept}
          className="sr-only"
          aria-describedby={`${inputId}-hint${message ? ` ${inputId}-error` : ''}`}
          aria-invalid={message ? true : undefined}
          onChange={handleChange}
        />
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          {preview ? t('profile.newPicture') : t('profile.pictureHint')}
        </p>
        {message && (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-danger">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
