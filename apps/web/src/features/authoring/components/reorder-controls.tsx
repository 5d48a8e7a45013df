import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import { Button } from '../../../components/ui/button';

export type ReorderControlsProps = {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  labels: { drag: string; up: string; down: string; remove: string };
  handle: {
    draggable: boolean;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
};

/**
 * A drag handle for pointers plus move up / move down buttons for keyboards and screen readers,
 * and the delete button, in one toolbar.
 */
export function ReorderControls({
  index,
  count,
  onMove,
  onRemove,
  labels,
  handle,
}: ReorderControlsProps) {
  return (
    <div className="flex items-center gap-1">
      <span
        {...handle}
        role="img"
        aria-label={labels.drag}
        title={labels.drag}
        className="flex size-9 cursor-grab items-center justify-center rounded-md text-ink-muted hover:bg-slate-100 active:cursor-grabbing"
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={labels.up}
        title={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={labels.down}
        title={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-danger hover:bg-danger-soft"
        aria-label={labels.remove}
        title={labels.remove}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
