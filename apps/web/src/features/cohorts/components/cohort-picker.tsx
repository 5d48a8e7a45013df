import type { Cohort } from '@academy/contract/cohorts';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { cx } from '../../../lib/class-names';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useJoinWaitlist, useLeaveWaitlist } from '../api/waitlist';

export type CohortPickerProps = {
  courseId: number;
  cohorts: readonly Cohort[];
  selected: number | null;
  onSelect: (cohortId: number) => void;
};

/** The one line that says where a cohort stands for the reader. */
function useCohortStatus() {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (cohort: Cohort): string => {
    if (cohort.is_mine) return t('detail.cohorts.mine');
    if (cohort.my_waitlist?.status === 'offered' && cohort.my_waitlist.offer_expires_at) {
      return t('detail.cohorts.offered', {
        time: formatDateTime(cohort.my_waitlist.offer_expires_at, language),
      });
    }
    if (cohort.is_full) return t('badge.seats_filled');
    if (cohort.phase === 'upcoming') {
      return t('detail.cohorts.opensOn', { date: formatDate(cohort.enrolment_opens_on, language) });
    }
    if (!cohort.can_enrol) return t('detail.cohorts.closed');
    if (cohort.seats_left === null)
      return t('detail.cohorts.closesOn', {
        date: formatDate(cohort.enrolment_closes_on, language),
      });
    return t('detail.cohorts.seatsLeft', {
      count: cohort.seats_left,
      value: formatNumber(cohort.seats_left, language),
    });
  };
}

/** A full cohort's waiting list: join it, see one's place, leave it. */
function WaitingList({ courseId, cohort }: { courseId: number; cohort: Cohort }) {
  const { t } = useTranslation(['catalogue', 'validation']);
  const language = useLanguage();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const join = useJoinWaitlist(courseId);
  const leave = useLeaveWaitlist(courseId);
  const place = cohort.my_waitlist;

  async function run(action: (cohortId: number) => Promise<unknown>, done: string) {
    try {
      await action(cohort.cohort_id);
      toast.success(done);
    } catch (error) {
      toast.error(getErrorMessage(error, t('detail.cohorts.waitlistFailed')));
    }
  }

  if (!isAuthenticated) {
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          toast.error(t('validation:loginToEnroll'));
          void navigate('/login', { state: { from: location } });
        }}
      >
        {t('detail.cohorts.joinWaitlist')}
      </Button>
    );
  }
  if (place?.status === 'waiting') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xs font-medium text-ink">
          {t('detail.cohorts.position', { value: formatNumber(place.position, language) })}
        </p>
        <Button
          size="sm"
          variant="ghost"
          loading={leave.isPending}
          onClick={() => void run(leave.mutateAsync, t('detail.cohorts.left'))}
        >
          {t('detail.cohorts.leaveWaitlist')}
        </Button>
      </div>
    );
  }
  if (place) return null;
  return (
    <div className="space-y-1">
      {cohort.waiting_count > 0 && (
        <p className="text-xs text-ink-muted">
          {t('detail.cohorts.waiting', {
            count: cohort.waiting_count,
            value: formatNumber(cohort.waiting_count, language),
          })}
        </p>
      )}
      <Button
        size="sm"
        variant="outline"
        loading={join.isPending}
        onClick={() => void run(join.mutateAsync, t('detail.cohorts.joined'))}
      >
        {t('detail.cohorts.joinWaitlist')}
      </Button>
    </div>
  );
}

/**
 * The enrol card's choice of batch for a course taught in cohorts: each with its days and seats
 * left, 'Sit Filled Up' with a waiting list once full. Only a cohort open to the reader today
 * can be chosen.
 */
export function CohortPicker({ courseId, cohorts, selected, onSelect }: CohortPickerProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const statusOf = useCohortStatus();
  if (cohorts.length === 0) {
    return <p className="text-sm text-ink-muted">{t('detail.cohorts.none')}</p>;
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('detail.cohorts.legend')}</legend>
      {cohorts.map((cohort) => {
        const statusId = `cohort-${cohort.cohort_id}-status`;
        const chosen = selected === cohort.cohort_id;
        return (
          <div
            key={cohort.cohort_id}
            className={cx(
              'rounded-xl border p-3',
              chosen ? 'border-brand-600 bg-brand-50' : 'border-line',
            )}
          >
            <label className="flex cursor-pointer items-start gap-3 has-[:disabled]:cursor-default">
              <input
                type="radio"
                name={`cohort-of-${courseId}`}
                value={cohort.cohort_id}
                checked={chosen}
                disabled={!cohort.can_enrol}
                onChange={() => onSelect(cohort.cohort_id)}
                aria-describedby={statusId}
                className="mt-1 size-4 accent-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{cohort.name}</span>
                <span className="block text-xs text-ink-muted">
                  {t('detail.cohorts.dates', {
                    start: formatDate(cohort.starts_on, language),
                    end: formatDate(cohort.ends_on, language),
                  })}
                </span>
                <span
                  id={statusId}
                  className={cx(
                    'mt-1 flex items-center gap-1 text-xs font-medium',
                    cohort.is_full && !cohort.can_enrol ? 'text-danger' : 'text-brand-800',
                  )}
                >
                  <Users className="size-3.5" aria-hidden="true" />
                  {statusOf(cohort)}
                </span>
              </span>
            </label>
            {cohort.is_full && !cohort.is_mine && !cohort.can_enrol && (
              <div className="mt-2 pl-7">
                <WaitingList courseId={courseId} cohort={cohort} />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
