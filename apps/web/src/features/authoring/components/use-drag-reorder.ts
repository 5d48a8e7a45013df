import { useRef, useState, type DragEvent } from 'react';

/**
 * Native HTML5 drag and drop for one list (modules, or the lessons of one module): the handle
 * starts a drag, every item is a drop target, dropping moves the dragged item there. Events are
 * stopped at the list so a lesson dropped inside a module never reorders the modules.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  // The first dragover can arrive before React re-renders after dragstart: handlers read the ref.
  const dragging = useRef<number | null>(null);

  const reset = () => {
    dragging.current = null;
    setDragIndex(null);
    setOverIndex(null);
  };

  const handleProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
      const item = event.currentTarget.closest('[data-drag-item]');
      if (item instanceof HTMLElement) event.dataTransfer.setDragImage(item, 24, 24);
      dragging.current = index;
      setDragIndex(index);
    },
    onDragEnd: reset,
  });

  const dropProps = (index: number) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragging.current === null) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      if (overIndex !== index) setOverIndex(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const from = dragging.current;
      if (from === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (from !== index) onMove(from, index);
      reset();
    },
  });

  return { dragIndex, overIndex, handleProps, dropProps };
}
