import type { AdminCourse } from '@academy/contract/admin';
import { courseStatuses } from '@academy/contract/catalogue';
import { courseBadges, type CourseBadge } from '@academy/contract/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { FieldFrame } from '../../../../components/ui/field-frame';
import { useUpdateCourseSettings } from '../../api/update-course-settings';
import { CheckboxSetting } from './checkbox-setting';
import { SettingsFormModal, useSettingsSave } from './settings-form-modal';

type Status = (typeof courseStatuses)[number];

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
  const [status, setStatus] = useState<Status>(course.status);
  const [badge, setBadge] = useState<CourseBadge | ''>(course.badge ?? '');
  const [badgeText, setBadgeText] = useState(course.badge_text ?? '');
  const [isOpen, setIsOpen] = useState(course.enrollment_open);
  const { errors, submit } = useSettingsSave(update, null, onClose);

  async function handleSubmit() {
    const body = {
      status,
      badge: badge || null,
      badge_text: badgeText.trim() || null,
      enrollment_open: isOpen,
    };
    await submit(course.id, body);
  }

  return (
    <SettingsFormModal
      title={t('catalogue.courses.settingsTitle', { title: course.title })}
      saving={update.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <FieldFrame label={t('catalogue.courses.status')} error={errors.status}>
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as Status)}
          >
            {courseStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`catalogue.statuses.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('catalogue.courses.badge')} error={errors.badge}>
        {(control) => (
          <select
            {...control}
            value={badge}
            onChange={(event) => setBadge(event.target.value as CourseBadge | '')}
          >
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
        value={badgeText}
        maxLength={60}
        onChange={(event) => setBadgeText(event.target.value)}
        error={errors.badge_text}
      />
      <CheckboxSetting
        label={t('catalogue.courses.enrolmentOpen')}
        checked={isOpen}
        onChange={setIsOpen}
      />
    </SettingsFormModal>
  );
}
