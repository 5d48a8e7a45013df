import { cx } from '../../lib/class-names';

/**
 * An uploaded thumbnail (1280x720) has a 640x360 card copy beside it (the server's
 * thumbnail-service.ts): the browser takes the one that fits the slot and the screen.
 */
function thumbnailSources(url: string): string | undefined {
  const card = url.replace(/(\/media\/thumbnails\/[^/]+)\.webp$/, '$1-card.webp');
  return card === url ? undefined : `${card} 640w, ${url} 1280w`;
}

/** Slot widths of the three-column card grids (catalogue, dashboard, Manage Courses). */
const CARD_GRID_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 45vw, 100vw';

export type ThumbnailImageProps = {
  /** The full media URL of the thumbnail. */
  src: string;
  alt?: string;
  /** The slot's rendered width, for the browser's choice between the card copy and the original. */
  sizes?: string;
  /** Images below the fold load lazily; the first row and the detail page load at once. */
  eager?: boolean;
  onError?: () => void;
  className?: string;
};

/** A course thumbnail at 16:9 with width and height set, so its slot never shifts. */
export function ThumbnailImage({
  src,
  alt = '',
  sizes = CARD_GRID_SIZES,
  eager = false,
  onError,
  className,
}: ThumbnailImageProps) {
  return (
    <img
      src={src}
      srcSet={thumbnailSources(src)}
      alt={alt}
      width={640}
      height={360}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      onError={onError}
      className={cx('aspect-video w-full object-cover', className)}
    />
  );
}
