import type { Note } from '@academy/contract/learning';
import { NotebookPen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { getErrorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useDeleteNote } from '../api/delete-note';
import { RichTextView } from '../../rich-text/components/rich-text-view';
import { NoteFormModal } from './note-form-modal';

export type NotesListProps = {
  courseId: string;
  /** Newest first, as the server sends them; bodies are server-sanitised HTML. */
  notes: readonly Note[];
  canManage: boolean;
};

/** Stream › Notes: the instructor's notes; the instructor (or staff) adds, edits and deletes. */
export function NotesList({ courseId, notes, canManage }: NotesListProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const [editing, setEditing] = useState<{ note?: Note } | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const deleteNote = useDeleteNote(courseId);

  async function handleDelete() {
    if (!deleting) return;
    try {
      await deleteNote.mutateAsync(deleting.note_id);
      toast.success(t('notes.deleted'));
      setDeleting(null);
    } catch (error) {
      toast.error(getErrorMessage(error, t('notes.deleteFailed')));
    }
  }

  return (
    <div className="space-y-4">
      {canManage && (
        <div className="flex justify-end">
          <Button size="sm" onClick={() => setEditing({})}>
            <Plus className="size-4" aria-hidden="true" />
            {t('notes.add')}
          </Button>
        </div>
      )}
      {notes.length === 0 ? (
        <div className="flex flex-col items-center gap-3 p-8 text-center text-ink-muted">
          <NotebookPen className="size-8 text-brand-700" aria-hidden="true" />
          <p className="font-medium text-ink">{t('notes.empty')}</p>
          <p className="text-sm">
            {canManage ? t('notes.emptyInstructorHint') : t('notes.emptyHint')}
          </p>
        </div>
      ) : (
        <ul className="space-y-4">
          {notes.map((note) => (
            <li key={note.note_id}>
              <article
                aria-labelledby={`note-${note.note_id}`}
                className="rounded-xl border border-line bg-surface p-5"
              >
                <header className="mb-3 flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 id={`note-${note.note_id}`} className="text-lg font-semibold text-ink">
                      {note.title}
                    </h3>
                    <p className="text-xs text-ink-muted">
                      <time dateTime={note.created_at}>
                        {formatDateTime(note.created_at, language)}
                      </time>
                      {note.updated_at !== note.created_at && (
                        <>
                          {' · '}
                          {t('notes.edited', { date: formatDateTime(note.updated_at, language) })}
                        </>
                      )}
                    </p>
                  </div>
                  {canManage && (
                    <div className="flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('notes.editNamed', { title: note.title })}
                        onClick={() => setEditing({ note })}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                        {t('notes.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('notes.deleteNamed', { title: note.title })}
                        onClick={() => setDeleting(note)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        {t('notes.delete')}
                      </Button>
                    </div>
                  )}
                </header>
                {/* The server stores only allow-listed HTML (apps/server/src/lib/rich-text.ts). */}
                <RichTextView html={note.body} />
              </article>
            </li>
          ))}
        </ul>
      )}

      <NoteFormModal
        courseId={courseId}
        note={editing?.note}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        size="sm"
        title={t('notes.deleteTitle')}
        description={t('notes.deleteConfirm', { title: deleting?.title ?? '' })}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('notes.cancel')}
            </Button>
            <Button variant="danger" loading={deleteNote.isPending} onClick={handleDelete}>
              {t('notes.delete')}
            </Button>
          </>
        }
      />
    </div>
  );
}
