import { videoSpeeds, type LessonPlayback } from '@academy/contract/videos';
import { Maximize, Minimize, Pause, PictureInPicture2, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { clockTime } from '../model/video-time';

type Props = {
  video: RefObject<HTMLVideoElement | null>;
  frame: RefObject<HTMLDivElement | null>;
  playback: LessonPlayback;
  /** The rungs hls.js found ('240p', …), in its order. */
  levels: string[];
  quality: string;
  speed: number;
  captions: 'off' | 'en' | 'bn';
  onQuality(quality: string): void;
  onSpeed(speed: number): void;
  onCaptions(language: 'off' | 'en' | 'bn'): void;
  onFullscreen(): void;
};

/** What the controls show of the video, kept in step with its events. */
function useVideoState(video: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState({ paused: true, time: 0, duration: 0, muted: false });
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const update = () =>
      setState({
        paused: element.paused,
        time: element.currentTime,
        duration: Number.isFinite(element.duration) ? element.duration : 0,
        muted: element.muted,
      });
    const events = ['play', 'pause', 'timeupdate', 'durationchange', 'volumechange', 'seeked'];
    for (const name of events) element.addEventListener(name, update);
    update();
    return () => {
      for (const name of events) element.removeEventListener(name, update);
    };
  }, [video]);
  return state;
}

const BUTTON =
  'flex size-9 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';
const SELECT =
  'h-9 max-w-28 rounded-md border border-white/30 bg-slate-900 px-1 text-xs text-white focus-visible:outline-2 focus-visible:outline-white';

/** Play, seek with thumbnail previews, time, sound, quality, speed, captions, PiP, full screen. */
export function PlayerControls(props: Props) {
  const { video, playback, levels, quality, speed, captions } = props;
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const n = (value: number | string) => formatDigits(value, language);
  const state = useVideoState(video);
  const [preview, setPreview] = useState<{ x: number; time: number } | null>(null);
  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    const update = () => setIsFullscreen(document.fullscreenElement === props.frame.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [props.frame]);

  const duration = state.duration || playback.duration_seconds;
  const element = video.current;
  const rungLabel = (name: string) =>
    name === 'audio'
      ? t('player.audioOnly')
      : t('player.rung', { height: n(name.replace('p', '')) });

  function handlePointerMove(event: PointerEvent<HTMLInputElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    setPreview({ x: event.clientX - box.left, time: fraction * duration });
  }

  const strip = playback.thumbnails;
  const frameIndex =
    strip && preview ? Math.min(strip.count - 1, Math.floor(preview.time / strip.interval)) : 0;

  return (
    <div className="space-y-1 bg-slate-950 px-2 pb-2 pt-1">
      <div className="relative">
        {preview && strip && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute bottom-6 -translate-x-1/2 overflow-hidden rounded border border-white/40 bg-black"
            style={{ left: preview.x, width: strip.width, height: strip.height + 18 }}
          >
            <div
              style={{
                width: strip.width,
                height: strip.height,
                backgroundImage: `url(${strip.url})`,
                backgroundPosition: `-${(frameIndex % strip.columns) * strip.width}px -${Math.floor(frameIndex / strip.columns) * strip.height}px`,
              }}
            />
            <p className="text-center text-xs text-white">{n(clockTime(preview.time))}</p>
          </div>
        )}
        <input
          type="range"
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={Math.min(state.time, duration)}
          aria-label={t('player.seek')}
          aria-valuetext={t('player.time', {
            current: n(clockTime(state.time)),
            total: n(clockTime(duration)),
          })}
          onChange={(event) => {
            if (element) element.currentTime = Number(event.target.value);
          }}
          onPointerMove={handlePointerMove}
          onPointerLeave={() => setPreview(null)}
          className="h-2 w-full cursor-pointer accent-brand-500"
          data-testid="video-seek"
        />
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-white">
        <button
          type="button"
          className={BUTTON}
          onClick={() => (element?.paused ? void element.play() : element?.pause())}
          aria-label={state.paused ? t('player.play') : t('player.pause')}
        >
          {state.paused ? (
            <Play className="size-5" aria-hidden="true" />
          ) : (
            <Pause className="size-5" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className={BUTTON}
          onClick={() => element && (element.muted = !element.muted)}
          aria-label={state.muted ? t('player.unmute') : t('player.mute')}
        >
          {state.muted ? (
            <VolumeX className="size-5" aria-hidden="true" />
          ) : (
            <Volume2 className="size-5" aria-hidden="true" />
          )}
        </button>
        <span className="px-1 text-xs tabular-nums" data-testid="video-time">
          {t('player.time', { current: n(clockTime(state.time)), total: n(clockTime(duration)) })}
        </span>
        <span className="grow" />
        <label className="sr-only" htmlFor={`quality-${playback.asset_id}`}>
          {t('player.quality')}
        </label>
        <select
          id={`quality-${playback.asset_id}`}
          className={SELECT}
          value={quality}
          onChange={(event) => props.onQuality(event.target.value)}
        >
          <option value="auto">{t('player.auto')}</option>
          {levels.map((name) => (
            <option key={name} value={name}>
              {rungLabel(name)}
            </option>
          ))}
          {playback.renditions.some((rendition) => rendition.name === 'audio') && (
            <option value="audio">{t('player.audioOnly')}</option>
          )}
        </select>
        <label className="sr-only" htmlFor={`speed-${playback.asset_id}`}>
          {t('player.speed')}
        </label>
        <select
          id={`speed-${playback.asset_id}`}
          className={SELECT}
          value={speed}
          onChange={(event) => props.onSpeed(Number(event.target.value))}
        >
          {videoSpeeds.map((value) => (
            <option key={value} value={value}>
              {t('player.times', { value: n(value) })}
            </option>
          ))}
        </select>
        {playback.captions.length > 0 && (
          <>
            <label className="sr-only" htmlFor={`captions-${playback.asset_id}`}>
              {t('player.captions')}
            </label>
            <select
              id={`captions-${playback.asset_id}`}
              className={SELECT}
              value={captions}
              onChange={(event) => props.onCaptions(event.target.value as 'off' | 'en' | 'bn')}
            >
              <option value="off">{t('player.captionsOff')}</option>
              {playback.captions.map((track) => (
                <option key={track.language} value={track.language}>
                  {t(`player.languages.${track.language}`)}
                </option>
              ))}
            </select>
          </>
        )}
        {typeof document !== 'undefined' && document.pictureInPictureEnabled && (
          <button
            type="button"
            className={BUTTON}
            onClick={() =>
              document.pictureInPictureElement
                ? void document.exitPictureInPicture()
                : void element?.requestPictureInPicture()
            }
            aria-label={t('player.pictureInPicture')}
          >
            <PictureInPicture2 className="size-5" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className={BUTTON}
          onClick={props.onFullscreen}
          aria-label={isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
        >
          {isFullscreen ? (
            <Minimize className="size-5" aria-hidden="true" />
          ) : (
            <Maximize className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
    </div>
  );
}
