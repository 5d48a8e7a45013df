import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import { IconButton } from './icon-button';

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
      <IconButton
        Icon={ArrowUp}
        label={labels.up}
        className="size-9"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <IconButton
        Icon={ArrowDown}
        label={labels.down}
        className="size-9"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
      <IconButton
        Icon={Trash2}
        label={labels.remove}
        className="size-9 text-danger hover:bg-danger-soft"
        onClick={onRemove}
      />
    </div>
  );
}
