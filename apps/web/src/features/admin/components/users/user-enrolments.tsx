import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../../components/ui/modal';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminUser } from '../../api/get-admin-user';
import { personName } from '../../../../lib/person-name';

/** A user's enrolments, how each came about and when. */
export function UserEnrolments({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, isLoading } = useAdminUser(userId);
  const name = data ? personName(data) : '';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.enrolmentsOf', { name })}
      description={data?.email}
      size="lg"
    >
      {isLoading || !data ? (
        <p className="text-sm text-ink-muted">{t('loading')}</p>
      ) : data.enrollments.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('users.noEnrolments')}</p>
      ) : (
        <ul className="divide-y divide-line text-sm" data-testid="user-enrolments">
          {data.enrollments.map((enrolment) => (
            <li key={enrolment.enrollment_id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link
                to={`/course/${enrolment.course_id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {enrolment.course_title}
              </Link>
              <span className="text-ink-muted">
                {t(`users.sources.${enrolment.source}`)} ·{' '}
                {formatDate(enrolment.enrolled_at, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
