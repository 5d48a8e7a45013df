import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Required: the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (right-aligned). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the corner close button (e.g. while a submission is in flight). */
  hideCloseButton?: boolean;
};

const sizeClasses = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/** An accessible dialog (Radix): focus trap, Escape to close, title and description wired. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton,
}: ModalProps) {
  const { t } = useTranslation();
  useInertApp(open);
  // Radix gives focus back only to a Dialog.Trigger; these dialogs open from anything (a button,
  // a link, a menu item), so the element that had focus is kept and focused again on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50" />
        <Dialog.Content
          // Radix warns unless a dialog without description says so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Radix can unmount and mount the focus scope again while the dialog stays open: only
          // the first opening and the real closing (the content gone) count.
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            if (opener.current || !(active instanceof HTMLElement)) return;
            if (active !== document.body && !(event.target as Node).contains(active)) {
              opener.current = active;
            }
          }}
          onCloseAutoFocus={(event) => {
            if ((event.target as Node).isConnected) return;
            const element = opener.current;
            opener.current = null;
            if (!element?.isConnected) return;
            event.preventDefault();
            element.focus();
          }}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl',
            sizeClasses[size],
          )}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-ink">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-sm text-ink-muted">
              {description}
            </Dialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
          {!hideCloseButton && (
            <Dialog.Close
              aria-label={t('actions.close')}
              className="absolute top-4 right-4 rounded-md p-1 text-ink-muted hover:bg-slate-100 hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * While a dialog is open the page behind it is inert, not only hidden from screen readers (which
 * Radix does with aria-hidden): nothing in it can take focus, so no hidden control is reachable.
 */
function useInertApp(open: boolean) {
  useEffect(() => {
    const app = document.getElementById('root');
    if (!open || !app || app.hasAttribute('inert')) return;
    app.setAttribute('inert', '');
    return () => app.removeAttribute('inert');
  }, [open]);
}
