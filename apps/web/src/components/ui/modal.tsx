import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50" />
        <Dialog.Content
          // Radix warns unless a dialog without description says so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
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
