import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** An icon-only button of the course form's rows: its label is its accessible name and tooltip. */
export function IconButton({
  Icon,
  label,
  className,
  disabled,
  onClick,
}: {
  Icon: LucideIcon;
  label: string;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}
