import type { CourseModule } from '@academy/contract/catalogue';
import { ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toVideoEmbed, withAutoplay } from '../model/video-embed';

type Video = CourseModule['lessons'][number]['videos'][number];

const FRAME = 'relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900';

/**
 * One lesson video at 16:9. Players from YouTube and Vimeo load only when the reader presses play
 * (a facade with the title), so opening a lesson sends nothing to the video host; files play in a
 * <video> that fetches nothing before play; other links open in a new tab.
 */
export function LessonVideo({ video }: { video: Video }) {
  const { t } = useTranslation('learning');
  const [isPlaying, setIsPlaying] = useState(false);
  const embed = video.video_link ? toVideoEmbed(video.video_link) : null;

  if (!embed) return null;
  if (embed.kind === 'link') {
    return (
      <a
        href={embed.href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4 font-medium text-brand-800 hover:bg-brand-50"
      >
        <ExternalLink className="size-5 shrink-0" aria-hidden="true" />
        <span>{t('player.openVideo', { title: video.video_title })}</span>
      </a>
    );
  }
  if (embed.kind === 'file') {
    return (
      <figure className="space-y-2">
        <div className={FRAME}>
          <video
            controls
            preload="none"
            src={embed.src}
            className="absolute inset-0 size-full"
            aria-label={video.video_title}
          />
        </div>
        <figcaption className="text-sm text-ink-muted">{video.video_title}</figcaption>
      </figure>
    );
  }
  return (
    <figure className="space-y-2">
      <div className={FRAME}>
        {isPlaying ? (
          <iframe
            src={withAutoplay(embed.embedUrl)}
            title={video.video_title}
            className="absolute inset-0 size-full border-0"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        ) : (
          <button
            type="button"
            onClick={() => setIsPlaying(true)}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-slate-800 to-brand-950 p-6 text-center text-white [--focus-ring:white]"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/40 transition group-hover:scale-105 group-hover:bg-white/25">
              <Play className="ml-1 size-8" aria-hidden="true" />
            </span>
            <span className="max-w-md text-lg font-semibold">
              <span className="sr-only">{t('player.play')}: </span>
              {video.video_title}
            </span>
            <span className="text-xs text-white/80">
              {t(embed.kind === 'youtube' ? 'player.fromYoutube' : 'player.fromVimeo')}
            </span>
          </button>
        )}
      </div>
    </figure>
  );
}
