import {
  captionLanguages,
  type CaptionLanguage,
  type LessonVideoState,
} from '@academy/contract/videos';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../components/ui/field-frame';
import { ApiError } from '../../../lib/api-error';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { useSetFreePreview, useUploadCaptions } from '../api/save-lesson-video';
import { readCaptionError } from '../model/caption-error';

/** A ready video's free-preview switch and its caption tracks, English and Bangla. */
export function LessonVideoExtras({ state }: { state: LessonVideoState }) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const n = (value: number) => formatDigits(value, language);
  const preview = useSetFreePreview(state.lesson_id);
  const captions = useUploadCaptions(state.lesson_id);
  const [errors, setErrors] = useState<Partial<Record<CaptionLanguage, string>>>({});

  function handleFile(languageOfFile: CaptionLanguage, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setErrors((now) => ({ ...now, [languageOfFile]: undefined }));
    captions.mutate(
      { language: languageOfFile, file },
      {
        onError: (error) => {
          const message = error instanceof ApiError ? error.fieldErrors.captions?.[0] : undefined;
          const known = message ? readCaptionError(message) : null;
          setErrors((now) => ({
            ...now,
            [languageOfFile]: known
              ? t(`captions.errors.${known.key}`, { line: n(known.line) })
              : t('captions.failed'),
          }));
        },
      },
    );
  }

  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={state.is_free_preview}
          disabled={preview.isPending}
          onChange={(event) => preview.mutate(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t('editor.freePreview')}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        {captionLanguages.map((track) => {
          const stored = state.captions.find((caption) => caption.language === track);
          return (
            <FieldFrame
              key={track}
              label={t(`captions.label.${track}`)}
              error={errors[track]}
              hint={
                stored
                  ? t('captions.stored', { count: stored.cues, value: n(stored.cues) })
                  : t('captions.none')
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept=".vtt,.srt,text/vtt"
                  onChange={(event) => handleFile(track, event)}
                  className="block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100"
                />
              )}
            </FieldFrame>
          );
        })}
      </div>
    </div>
  );
}
