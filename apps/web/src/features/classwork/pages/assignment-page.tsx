import type { AssignmentOverview } from '@academy/contract/assignments';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { RichTextView } from '../../rich-text/components/rich-text-view';
import { useAssignment } from '../api/get-assignment';
import { BackToClasswork, FactList, WhenLoaded } from '../components/classwork-page-parts';
import { ClassworkStateBadge } from '../components/classwork-state-badge';
import { SubmissionList } from '../components/submission-list';
import { SubmitWorkForm } from '../components/submit-work-form';
import { useAssignmentMessage } from '../model/assignment-message';
import { formatDhakaDateTime } from '../model/dhaka-time';

/** /assignments/:assignmentId: the instructions, the way to hand in, the versions and the grade. */
export function AssignmentPage() {
  const { t } = useTranslation('classwork');
  const translate = useAssignmentMessage();
  const { assignmentId = '' } = useParams();
  const assignment = useAssignment(assignmentId);
  return (
    <WhenLoaded query={assignment} failedTitle={t('assignment.loadFailed')} translate={translate}>
      {(data) => <AssignmentDetails assignment={data} />}
    </WhenLoaded>
  );
}

function AssignmentDetails({ assignment }: { assignment: AssignmentOverview }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const translate = useAssignmentMessage();
  const number = (value: number) => formatNumber(value, language);
  const facts: [string, string][] = [
    [t('quiz.points'), number(assignment.points)],
    [t('assignment.due'), formatDhakaDateTime(assignment.due_at, language)],
    [
      t('assignment.cutoff'),
      assignment.cutoff_at
        ? formatDhakaDateTime(assignment.cutoff_at, language)
        : t('assignment.noCutoff'),
    ],
    [
      t('assignment.latePolicy'),
      assignment.late_penalty_percent === 0
        ? t('assignment.noPenalty')
        : t('assignment.penalty', {
            percent: number(assignment.late_penalty_percent),
            floor: number(assignment.late_penalty_floor_percent),
          }),
    ],
    [t('assignment.kind'), t(`assignmentEditor.kinds.${assignment.submission_kind}`)],
  ];
  const { grade } = assignment;

  return (
    <PageFrame
      title={assignment.title}
      description={
        assignment.module_title
          ? `${assignment.course_title} · ${assignment.module_title}`
          : assignment.course_title
      }
      width="narrow"
      actions={
        <>
          <BackToClasswork courseId={assignment.course_id} />
          {assignment.can_edit && (
            <>
              <ButtonLink
                to={`/assignments/${assignment.assignment_id}/edit`}
                variant="outline"
                size="sm"
              >
                {t('tab.edit')}
              </ButtonLink>
              <ButtonLink
                to={`/grading?course=${assignment.course_id}&kind=assignment&item=${assignment.assignment_id}`}
                size="sm"
              >
                {t('queue.gradeWork')}
              </ButtonLink>
            </>
          )}
        </>
      }
    >
      <div className="space-y-6">
        {assignment.state && (
          <p className="flex items-center gap-2 text-sm text-ink">
            {t('assignment.yourState')} <ClassworkStateBadge state={assignment.state} />
          </p>
        )}
        {grade && (
          <section
            aria-labelledby="assignment-grade"
            className="space-y-2 rounded-2xl bg-brand-50 px-5 py-4 text-brand-900"
          >
            <h2 id="assignment-grade" className="font-semibold">
              {t('quiz.yourGrade', {
                score: number(grade.final_score),
                max: number(assignment.points),
              })}
            </h2>
            {grade.penalty_percent > 0 && (
              <p className="text-sm">
                {t('assignment.penaltyApplied', {
                  score: number(grade.score),
                  penalty: number(grade.penalty_percent),
                })}
              </p>
            )}
            {grade.rubric_levels.length > 0 && (
              <ul className="list-disc pl-5 text-sm">
                {assignment.rubric.map((criterion, index) => {
                  const level = criterion.levels[grade.rubric_levels[index] ?? -1];
                  return level ? (
                    <li key={criterion.title}>
                      {criterion.title}: {level.title} ({number(level.points)})
                    </li>
                  ) : null;
                })}
              </ul>
            )}
            {grade.feedback && <p className="whitespace-pre-line">{grade.feedback}</p>}
          </section>
        )}
        {assignment.instructions && (
          // The server stores only allow-listed HTML (apps/server/src/lib/rich-text.ts).
          <RichTextView html={assignment.instructions} />
        )}
        <FactList facts={facts} />
        {assignment.can_edit && !assignment.is_published && (
          <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-ink">
            {t('assignment.draftNotice')}
          </p>
        )}
        {assignment.can_submit ? (
          <SubmitWorkForm assignment={assignment} />
        ) : assignment.blocked_reason ? (
          <p className="text-sm font-medium text-ink-muted">
            {translate(assignment.blocked_reason)}
          </p>
        ) : null}
        {assignment.submissions.length > 0 && (
          <SubmissionList submissions={assignment.submissions} />
        )}
      </div>
    </PageFrame>
  );
}
