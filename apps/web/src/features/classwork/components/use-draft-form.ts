import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useUnsavedChanges } from '../../authoring/components/use-unsaved-changes';
import { issuesByPath } from '../model/quiz-errors';

export type DraftFormOptions<Draft, Form, Saved> = {
  initial: Draft;
  /** The draft as the API takes it, checked with the contract's schema as the server checks it. */
  parse: (draft: Draft) => z.ZodSafeParseResult<Form>;
  save: (form: Form) => Promise<Saved>;
  /** True once saved: leaving the page no longer warns. */
  saved: boolean;
  /** The contract's English messages in the reader's language. */
  translate: (message: string) => string;
  messages: { unsaved: string; saved: string; saveFailed: string };
  onSaved: (saved: Saved) => void;
};

/**
 * The state of an editor's form (a quiz, an assignment): the draft, its errors by dotted path, a
 * warning before leaving with unsaved changes, and a submit that checks the draft with the
 * contract's schema, saves it, and shows the server's field errors where it refuses.
 */
export function useDraftForm<Draft extends object, Form, Saved>({
  initial,
  parse,
  save,
  saved,
  translate,
  messages,
  onSaved,
}: DraftFormOptions<Draft, Form, Saved>) {
  const { t } = useTranslation('classwork');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChanges(isDirty && !saved, messages.unsaved);

  function change(next: (current: Draft) => Draft) {
    setDraft(next);
    setIsDirty(true);
  }
  const update = (patch: Partial<Draft>) => change((current) => ({ ...current, ...patch }));
  const translated = (found: Record<string, string>) =>
    Object.fromEntries(Object.entries(found).map(([key, message]) => [key, translate(message)]));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parse(draft);
    if (!parsed.success) {
      setErrors(translated(issuesByPath(parsed.error.issues)));
      toast.error(t('editor.fixErrors'));
      return;
    }
    setErrors({});
    try {
      const answer = await save(parsed.data);
      toast.success(messages.saved);
      setIsDirty(false);
      onSaved(answer);
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(translated(fieldErrors));
      toast.error(translate(getErrorMessage(error, messages.saveFailed)));
    }
  }

  return {
    draft,
    errors,
    update,
    change,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
