import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';

export type AvatarProps = {
  /** Image URL (resolve stored paths with toMediaUrl). */
  src?: string | null;
  /** Full name: the image's alt text and the source of the initials. */
  name?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
};

const sizeClasses = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-20 text-2xl',
} as const;

/** 'Nadia Rahman' → 'NR'; one word → its first letter. */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A round profile picture; a missing or broken image falls back to initials, then an icon. */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || t('avatar.fallback');
  const classes = cx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizeClasses[size],
    className,
  );

  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={label}
        onError={() => setFailedSrc(src)}
        className={cx(classes, 'bg-slate-100 object-cover')}
      />
    );
  }

  const initials = getInitials(name);
  return (
    <span role="img" aria-label={label} className={cx(classes, 'bg-brand-100 text-brand-900')}>
      {initials ? (
        <span aria-hidden="true" className="font-semibold">
          {initials}
        </span>
      ) : (
        <UserRound className="size-3/5" aria-hidden="true" />
      )}
    </span>
  );
}
