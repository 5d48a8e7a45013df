import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'danger'
  | 'link'
  /** On a dark band (a call to action): white, and white-outlined. */
  | 'inverse'
  | 'inverseOutline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800 active:bg-accent-900',
  outline: 'border border-slate-300 bg-surface text-ink shadow-sm hover:bg-slate-50',
  ghost: 'text-ink hover:bg-slate-100',
  danger: 'bg-danger text-white shadow-sm hover:bg-red-800',
  link: 'text-brand-700 underline-offset-4 hover:underline',
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50',
  inverseOutline: 'border border-white/60 text-white hover:bg-white/10',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** The button look, for links that should look like buttons (see ButtonLink). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: ButtonStyle = {}): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap',
    'transition-colors disabled:pointer-events-none disabled:opacity-60',
    variant === 'link' ? 'h-auto px-0' : sizeClasses[size],
    variantClasses[variant],
    fullWidth && 'w-full',
    className,
  );
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyle & {
    /** Busy: disabled, aria-busy, a spinner and `loadingText` (e.g. 'Signing in...'). */
    loading?: boolean;
    loadingText?: string;
  };

export function Button({
  variant,
  size,
  fullWidth,
  className,
  loading = false,
  loadingText,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...rest}
    >
      {loading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
