import { Button, type ButtonProps } from '../../../components/ui/button';

type SessionActionButtonProps = Omit<ButtonProps, 'children' | 'aria-label'> & {
  /** The words shown on the button. */
  text: string;
  /** The class it acts on, added to its accessible name. */
  sessionTitle: string;
};

/**
 * A small button acting on one live class: it shows `text` and is named '`text`: title', so a
 * list of classes has distinct names that start with the words shown (voice control says them).
 */
export function SessionActionButton({ text, sessionTitle, ...props }: SessionActionButtonProps) {
  return (
    <Button size="sm" {...props} aria-label={`${text}: ${sessionTitle}`}>
      {text}
    </Button>
  );
}
