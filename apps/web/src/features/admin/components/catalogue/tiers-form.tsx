import { tiersInputSchema, type AdminCourse } from '@academy/contract/admin';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toasts';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { getErrorMessage } from '../../../../lib/api-error';
import { useSaveCourseTiers } from '../../api/save-course-tiers';
import { checkBody, serverFieldErrors, type FormErrors } from '../../model/form-errors';

type TierDraft = { enabled: boolean; price: string; isPopular: boolean };

/**
 * Group pricing per student for 1, 2 and 3 students. Leaving every size off
 * removes group pricing; the savings are computed by the server.
 */
export function TiersForm({ course, onClose }: { course: AdminCourse; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveCourseTiers();
  const [drafts, setDrafts] = useState<TierDraft[]>(() =>
    [1, 2, 3].map((students) => {
      const tier = course.tiers.find((candidate) => candidate.students === students);
      return {
        enabled: tier !== undefined,
        price: tier?.price_per_student ?? '',
        isPopular: tier?.is_popular ?? false,
      };
    }),
  );
  const [errors, setErrors] = useState<FormErrors>({});

  function update(index: number, change: Partial<TierDraft>) {
    setDrafts((current) =>
      current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)),
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = {
      tiers: drafts.flatMap((draft, index) =>
        draft.enabled
          ? [{ students: index + 1, price_per_student: draft.price, is_popular: draft.isPopular }]
          : [],
      ),
    };
    const problems = checkBody(tiersInputSchema, body);
    if (problems) return setErrors(problems);
    try {
      await save.mutateAsync({ id: course.id, body });
      toast.success(t('catalogue.saved'));
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error(getErrorMessage(error, t('catalogue.saveFailed')));
    }
  }

  const messages = Object.values(errors);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('catalogue.tiers.title', { title: course.title })}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
        <p className="text-sm text-ink-muted">{t('catalogue.tiers.hint')}</p>
        {drafts.map((draft, index) => (
          <fieldset
            key={index}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-line p-3 text-sm"
          >
            <legend className="sr-only">
              {t('catalogue.tiers.students', { count: index + 1 })}
            </legend>
            <label className="flex w-32 items-center gap-2 font-medium">
              <input
                type="checkbox"
                checked={draft.enabled}
                onChange={(event) => update(index, { enabled: event.target.checked })}
                className="size-4"
              />
              {t('catalogue.tiers.students', { count: index + 1 })}
            </label>
            <input
              aria-label={t('catalogue.tiers.priceFor', { count: index + 1 })}
              placeholder={t('catalogue.tiers.price')}
              inputMode="decimal"
              disabled={!draft.enabled}
              value={draft.price}
              onChange={(event) => update(index, { price: event.target.value })}
              className="w-36 rounded-md border border-slate-300 px-2 py-1 disabled:bg-slate-100"
            />
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                disabled={!draft.enabled}
                checked={draft.isPopular}
                onChange={(event) => update(index, { isPopular: event.target.checked })}
                className="size-4"
              />
              {t('catalogue.tiers.popular')}
            </label>
          </fieldset>
        ))}
        {messages.length > 0 && (
          <ul className="text-sm font-medium text-danger" role="alert">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('catalogue.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
