import {
  BookOpen,
  Brain,
  ClipboardList,
  FlaskConical,
  LineChart,
  PenLine,
  Scale,
} from 'lucide-react';
import { useState } from 'react';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { cx } from '../../../lib/class-names';
import { toMediaUrl } from '../../../lib/media-url';

/** A fallback look per category: the catalogue reads well even before thumbnails are uploaded. */
const fallbacks: Record<string, { icon: typeof BookOpen; colors: string }> = {
  'clinical-research': { icon: FlaskConical, colors: 'from-brand-700 to-brand-900' },
  'medical-writing': { icon: PenLine, colors: 'from-accent-600 to-accent-900' },
  'data-analysis': { icon: LineChart, colors: 'from-sky-700 to-brand-900' },
  ethics: { icon: Scale, colors: 'from-amber-700 to-rose-900' },
  neuroscience: { icon: Brain, colors: 'from-fuchsia-700 to-accent-900' },
  training: { icon: ClipboardList, colors: 'from-emerald-700 to-brand-950' },
};
const defaultFallback = { icon: BookOpen, colors: 'from-slate-600 to-slate-900' };

export type CourseThumbnailProps = {
  path: string | null;
  categorySlug: string;
  /** Decorative next to the title, so the alt text is empty by default. */
  alt?: string;
  /** Images below the fold load lazily; the first row and the detail page load at once. */
  eager?: boolean;
  /** The slot's rendered width, for the browser's choice between the card copy and the original. */
  sizes?: string;
  className?: string;
};

/**
 * A course's 16:9 thumbnail from /media, with width and height set so the slot never shifts, or a
 * gradient with the category's icon when there is none or it fails to load.
 */
export function CourseThumbnail({
  path,
  categorySlug,
  alt = '',
  eager = false,
  sizes = '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw',
  className,
}: CourseThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const url = toMediaUrl(path);
  const classes = cx('aspect-video w-full overflow-hidden bg-slate-200', className);
  if (url && !failed) {
    return (
      <ThumbnailImage
        src={url}
        alt={alt}
        sizes={sizes}
        eager={eager}
        onError={() => setFailed(true)}
        className={classes}
      />
    );
  }
  const { icon: Icon, colors } = fallbacks[categorySlug] ?? defaultFallback;
  return (
    <div
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cx(classes, 'relative flex items-center justify-center bg-gradient-to-br', colors)}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.18),transparent_45%)]" />
      <Icon className="size-12 text-white/85" strokeWidth={1.5} />
    </div>
  );
}
