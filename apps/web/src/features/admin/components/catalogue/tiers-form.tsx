import { tiersInputSchema, type AdminCourse } from '@academy/contract/admin';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveCourseTiers } from '../../api/save-course-tiers';
import { SettingsFormModal, useSettingsForm } from './settings-form-modal';

type TierDraft = { enabled: boolean; price: string; isPopular: boolean };

/**
 * Group pricing per student for 1, 2 and 3 students. Leaving every size off
 * removes group pricing; the savings are computed by the server.
 */
export function TiersForm({ course, onClose }: { course: AdminCourse; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveCourseTiers();
  const { form, errors, onSubmit } = useSettingsForm({
    save,
    id: course.id,
    schema: tiersInputSchema,
    toBody: ({ tiers }: { tiers: TierDraft[] }) => ({
      tiers: tiers.flatMap((draft, index) =>
        draft.enabled
          ? [
              {
                students: index + 1,
                price_per_student: draft.price ?? '',
                is_popular: Boolean(draft.isPopular),
              },
            ]
          : [],
      ),
    }),
    defaultValues: {
      tiers: [1, 2, 3].map((students) => {
        const tier = course.tiers.find((candidate) => candidate.students === students);
        return {
          enabled: tier !== undefined,
          price: tier?.price_per_student ?? '',
          isPopular: tier?.is_popular ?? false,
        };
      }),
    },
    onClose,
  });
  const { register, control } = form;
  const drafts = useWatch({ control, name: 'tiers' });

  const messages = Object.values(errors);
  return (
    <SettingsFormModal
      title={t('catalogue.tiers.title', { title: course.title })}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-ink-muted">{t('catalogue.tiers.hint')}</p>
      {drafts.map((draft, index) => (
        <fieldset
          key={index}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-line p-3 text-sm"
        >
          <legend className="sr-only">{t('catalogue.tiers.students', { count: index + 1 })}</legend>
          <label className="flex w-32 items-center gap-2 font-medium">
            <input type="checkbox" {...register(`tiers.${index}.enabled`)} className="size-4" />
            {t('catalogue.tiers.students', { count: index + 1 })}
          </label>
          <input
            aria-label={t('catalogue.tiers.priceFor', { count: index + 1 })}
            placeholder={t('catalogue.tiers.price')}
            inputMode="decimal"
            disabled={!draft.enabled}
            {...register(`tiers.${index}.price`)}
            className="w-36 rounded-md border border-slate-300 px-2 py-1 disabled:bg-slate-100"
          />
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              disabled={!draft.enabled}
              {...register(`tiers.${index}.isPopular`)}
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
    </SettingsFormModal>
  );
}
