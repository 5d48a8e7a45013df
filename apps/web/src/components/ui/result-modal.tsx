import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { Button } from './button';
import { Modal } from './modal';

/**
 * A small modal that reports how something went: an icon before its title, what happened, and one
 * button. The button, Escape and the corner close all call `onClose`.
 */
export function ResultModal({
  open,
  Icon,
  iconClassName,
  title,
  description,
  action,
  onClose,
  autoFocus,
  hideCloseButton,
  children,
}: {
  open: boolean;
  Icon: LucideIcon;
  /** The icon's colour. */
  iconClassName: string;
  title: string;
  description?: ReactNode;
  /** The button's label. */
  action: string;
  onClose: () => void;
  autoFocus?: boolean;
  hideCloseButton?: boolean;
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={
        <span className="flex items-center gap-2">
          <Icon className={cx('size-6', iconClassName)} aria-hidden="true" />
          {title}
        </span>
      }
      description={description}
      size="sm"
      hideCloseButton={hideCloseButton}
      footer={
        <Button onClick={onClose} autoFocus={autoFocus}>
          {action}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
