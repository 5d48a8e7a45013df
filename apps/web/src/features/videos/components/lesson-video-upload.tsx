import type { InstructorVideo } from '@academy/contract/videos';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldFrame } from '../../../components/ui/field-frame';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { formatDigits } from '../../../lib/digits';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { lessonVideoQueryKey, useLessonVideo } from '../api/get-lesson-video';
import { startVideoUpload } from '../api/upload-video';
import { LessonVideoExtras } from './lesson-video-extras';
import { addSample, bytesPerSecond, secondsLeft, type RateSample } from '../model/upload-rate';

/** The containers the server accepts; it checks the content, this only narrows the picker. */
const ACCEPT = 'video/mp4,video/quicktime,video/x-matroska,video/webm,.mp4,.mov,.mkv,.webm,.m4v';

type Sending = { sent: number; total: number; samples: RateSample[] };

/**
 * The hosted video of a saved lesson in the course editor: what learners get now, a newer
 * upload's state (queued, converting with its per cent, failed with the reason), and a
 * resumable upload with its progress, speed and time left.
 */
export function LessonVideoUpload({ lessonId }: { lessonId: number | undefined }) {
  const { t } = useTranslation('videos');
  if (lessonId === undefined) {
    return (
      <section className="space-y-1 rounded-lg border border-dashed border-slate-300 p-3">
        <h4 className="text-sm font-semibold text-ink">{t('editor.heading')}</h4>
        <p className="text-sm text-ink-muted">{t('editor.saveFirst')}</p>
      </section>
    );
  }
  return <SavedLessonVideo lessonId={lessonId} />;
}

function SavedLessonVideo({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const n = (value: number | string) => formatDigits(value, language);
  const queryClient = useQueryClient();
  const state = useLessonVideo(lessonId);
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | undefined>();
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const maxBytes = state.data?.max_bytes;
  const refresh = () => queryClient.invalidateQueries({ queryKey: lessonVideoQueryKey(lessonId) });

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    if (maxBytes !== undefined && file.size > maxBytes) {
      setError(t('editor.tooLarge', { max: sizeLabel(maxBytes, n, t) }));
      return;
    }
    setSending({ sent: 0, total: file.size, samples: [] });
    stop.current = await startVideoUpload(lessonId, file, {
      onProgress(sent, total) {
        setSending((now) => ({
          sent,
          total,
          samples: addSample(now?.samples ?? [], { at: Date.now(), sent }),
        }));
      },
      onSuccess() {
        stop.current = null;
        setSending(null);
        void refresh();
      },
      onError(status) {
        stop.current = null;
        setSending(null);
        setError(
          status === 413 && maxBytes !== undefined
            ? t('editor.tooLarge', { max: sizeLabel(maxBytes, n, t) })
            : status === 0
              ? t('editor.offline')
              : t('editor.failedToSend'),
        );
        void refresh();
      },
    });
  }

  function handlePause() {
    stop.current?.();
    stop.current = null;
    setSending(null);
    setError(t('editor.paused'));
  }

  const current = state.data?.current ?? null;
  const pending = state.data?.pending ?? null;
  const speed = sending ? bytesPerSecond(sending.samples) : null;
  const left = sending ? secondsLeft(sending.samples, sending.total) : null;

  return (
    <div
      role="group"
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      aria-labelledby={`lesson-video-${lessonId}`}
    >
      <h4 id={`lesson-video-${lessonId}`} className="text-sm font-semibold text-ink">
        {t('editor.heading')}
      </h4>
      {current ? (
        <p className="text-sm text-ink" data-testid="lesson-video-current">
          {t('editor.ready', {
            name: current.original_name,
            duration: formatDuration(current.duration_seconds ?? 0, n, t),
            renditions: current.renditions.map((name) => renditionLabel(name, n, t)).join(' · '),
          })}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{t('editor.none')}</p>
      )}
      {current && state.data && <LessonVideoExtras state={state.data} />}
      {pending && !sending && <PendingVideo video={pending} />}
      {state.data && !state.data.transcoding_available && (
        <p className="text-sm text-amber-800">{t('editor.transcodingUnavailable')}</p>
      )}
      {sending ? (
        <div className="space-y-2" aria-live="polite">
          <UploadProgress
            fraction={sending.total > 0 ? sending.sent / sending.total : 1}
            label={t('editor.uploadProgress')}
          />
          <p className="text-sm text-ink-muted">
            {t('editor.sent', {
              sent: formatNumber(Math.round(sending.sent / 1e5) / 10, language),
              total: formatNumber(Math.round(sending.total / 1e5) / 10, language),
            })}
            {speed !== null &&
              ` · ${t('editor.speed', { speed: formatNumber(Math.round(speed / 1e5) / 10, language) })}`}
            {left !== null && ` · ${t('editor.timeLeft', { time: formatDuration(left, n, t) })}`}
          </p>
          <Button variant="outline" size="sm" onClick={handlePause}>
            {t('editor.pause')}
          </Button>
        </div>
      ) : (
        <FieldFrame
          label={current ? t('editor.replace') : t('editor.choose')}
          error={error}
          hint={
            maxBytes === undefined
              ? undefined
              : t('editor.limits', { max: sizeLabel(maxBytes, n, t) })
          }
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={ACCEPT}
              onChange={(event) => void handleFile(event)}
              className="block w-full text-sm text-ink file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
            />
          )}
        </FieldFrame>
      )}
    </div>
  );
}

function PendingVideo({ video }: { video: InstructorVideo }) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const n = (value: number | string) => formatDigits(value, language);
  if (video.status === 'failed') {
    return (
      <p className="text-sm text-danger" role="alert" data-testid="lesson-video-status">
        {t('editor.failed', {
          name: video.original_name,
          reason: t(`failure.${video.failure_reason ?? 'corrupt'}`),
        })}
      </p>
    );
  }
  if (video.status === 'processing') {
    return (
      <div className="space-y-1" data-testid="lesson-video-status">
        <p className="text-sm text-ink">
          {t('editor.processing', {
            name: video.original_name,
            percent: n(video.progress_percent),
          })}
        </p>
        <UploadProgress
          fraction={video.progress_percent / 100}
          label={t('editor.convertProgress')}
        />
      </div>
    );
  }
  return (
    <p className="text-sm text-ink" data-testid="lesson-video-status">
      {video.status === 'queued'
        ? t('editor.queued', { name: video.original_name })
        : t('editor.interrupted', { name: video.original_name })}
    </p>
  );
}

type Translate = ReturnType<typeof useTranslation<'videos'>>['t'];

function renditionLabel(name: string, n: (value: string) => string, t: Translate): string {
  return name === 'audio'
    ? t('editor.audioOnly')
    : t('editor.rung', { height: n(name.replace('p', '')) });
}

/** The upload limit as the server's message says it ('4 GB', '300 MB'), in the reader's words. */
function sizeLabel(bytes: number, n: (value: number) => string, t: Translate): string {
  const gigabytes = bytes / 1024 ** 3;
  return gigabytes >= 1 && Number.isInteger(gigabytes)
    ? t('editor.gigabytes', { value: n(gigabytes) })
    : t('editor.megabytes', { value: n(Math.round(bytes / 1024 ** 2)) });
}

function formatDuration(seconds: number, n: (value: number) => string, t: Translate): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0
    ? t('editor.minutesSeconds', { minutes: n(minutes), seconds: n(rest) })
    : t('editor.seconds', { seconds: n(rest) });
}
