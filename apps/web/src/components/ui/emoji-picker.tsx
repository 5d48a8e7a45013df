import { Smile } from 'lucide-react';
import { Component, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../lib/class-names';

/**
 * A small built-in emoji picker for forum and chat inputs: the toggle opens and closes it; choosing
 * an emoji hands it to `onSelect` (the caller appends it) and closes the picker; if the picker
 * fails it renders blank without an error.
 */
// prettier-ignore
export const EMOJIS = [
  '😀', '😄', '😂', '🙂', '😉', '😊', '😍', '🤔',
  '😅', '😎', '🥳', '😢', '😮', '🙏', '👍', '👎',
  '👏', '🙌', '💪', '🤝', '👋', '✅', '❌', '❓',
  '💡', '📚', '📝', '📊', '🧠', '🩺', '💊', '🔬',
  '💻', '🤖', '📈', '🎯', '🎉', '🔥', '⭐', '❤️',
] as const;

export type EmojiPickerProps = {
  onSelect: (emoji: string) => void;
  /** The toggle button's accessible name, e.g. 'Add emoji'. */
  toggleLabel: string;
  /** The grid's accessible name, e.g. 'Emoji'. */
  pickerLabel: string;
  disabled?: boolean;
  className?: string;
};

/** Renders nothing instead of breaking the form around it. */
class BlankOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Emoji picker failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function EmojiPicker({
  onSelect,
  toggleLabel,
  pickerLabel,
  disabled,
  className,
}: EmojiPickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const gridId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  // Escape or a click elsewhere closes it, as any popover.
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className={cx('relative inline-block', className)}>
      <button
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        disabled={disabled}
        aria-label={toggleLabel}
        aria-expanded={isOpen}
        aria-controls={isOpen ? gridId : undefined}
        className="inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink disabled:opacity-50"
      >
        <Smile className="size-5" aria-hidden="true" />
      </button>
      {isOpen && (
        <BlankOnError>
          <div
            id={gridId}
            role="group"
            aria-label={pickerLabel}
            className="absolute bottom-full left-0 z-30 mb-2 grid w-72 grid-cols-8 gap-1 rounded-xl border border-line bg-surface p-2 shadow-lg"
          >
            {EMOJIS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                onClick={() => {
                  onSelect(emoji);
                  setIsOpen(false);
                }}
                className="inline-flex size-8 items-center justify-center rounded-md text-lg hover:bg-slate-100"
              >
                {emoji}
              </button>
            ))}
          </div>
        </BlankOnError>
      )}
    </div>
  );
}
