import { BADGE_TEXT_MAX, courseSettingsSchema, type AdminCourse } from '@academy/contract/admin';
import { courseStatuses } from '@academy/contract/catalogue';
import { courseBadges, type CourseBadge } from '@academy/contract/catalogue';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { FieldFrame } from '../../../../components/ui/field-frame';
import { useUpdateCourseSettings } from '../../api/update-course-settings';
import { CheckboxSetting } from './checkbox-setting';
import { SettingsFormModal, useSettingsForm } from './settings-form-modal';

type Status = (typeof courseStatuses)[number];
type CourseSettingsValues = {
  status: Status;
  badge: CourseBadge | '';
  badge_text: string;
  enrollment_open: boolean;
};

/** Status, badge (and its wording) and whether the course takes new learners. */
export function CourseSettingsForm({
  course,
  onClose,
}: {
  course: AdminCourse;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const update = useUpdateCourseSettings();
  const { form, errors, onSubmit } = useSettingsForm({
    save: update,
    id: course.id,
    schema: courseSettingsSchema,
    toBody: (values: CourseSettingsValues) => ({
      status: values.status,
      badge: values.badge || null,
      badge_text: values.badge_text.trim() || null,
      enrollment_open: values.enrollment_open,
    }),
    defaultValues: {
      status: course.status,
      badge: course.badge ?? '',
      badge_text: course.badge_text ?? '',
      enrollment_open: course.enrollment_open,
    },
    onClose,
  });
  const { register, control, setValue } = form;
  const isOpen = useWatch({ control, name: 'enrollment_open' });

  return (
    <SettingsFormModal
      title={t('catalogue.courses.settingsTitle', { title: course.title })}
      saving={update.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FieldFrame label={t('catalogue.courses.status')} error={errors.status}>
        {(frame) => (
          <select {...frame} {...register('status')}>
            {courseStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`catalogue.statuses.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('catalogue.courses.badge')} error={errors.badge}>
        {(frame) => (
          <select {...frame} {...register('badge')}>
            <option value="">{t('catalogue.courses.noBadge')}</option>
            {courseBadges.map((value) => (
              <option key={value} value={value}>
                {t(`catalogue.badges.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Field
        label={t('catalogue.courses.badgeText')}
        hint={t('catalogue.courses.badgeTextHint')}
        maxLength={BADGE_TEXT_MAX}
        {...register('badge_text')}
        error={errors.badge_text}
      />
      <CheckboxSetting
        label={t('catalogue.courses.enrolmentOpen')}
        checked={isOpen}
        onChange={(checked) => setValue('enrollment_open', checked)}
      />
    </SettingsFormModal>
  );
}
