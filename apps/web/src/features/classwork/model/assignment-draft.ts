import type {
  AssignmentFormInput,
  InstructorAssignment,
  SubmissionKind,
} from '@academy/contract/assignments';
import { fromDhakaInput, toDhakaInput } from './dhaka-time';
import { toNumber } from './quiz-draft';

/** A rubric level and criterion as the form holds them; `key` keeps React's lists stable. */
export type LevelDraft = { key: string; title: string; points: string };
export type CriterionDraft = { key: string; title: string; levels: LevelDraft[] };

/** The assignment form as the editor holds it: numbers as typed, times on Dhaka's clock. */
export type AssignmentDraft = {
  title: string;
  instructions: string;
  /** '' for the course as a whole. */
  module_id: string;
  points: string;
  due_at: string;
  /** '' for none. */
  cutoff_at: string;
  late_penalty_percent: string;
  late_penalty_floor_percent: string;
  submission_kind: SubmissionKind;
  is_published: boolean;
  rubric: CriterionDraft[];
};

let nextKey = 0;
const newKey = () => `rubric-${++nextKey}`;

export const newLevel = (title = '', points = ''): LevelDraft => ({ key: newKey(), title, points });

export function newCriterion(): CriterionDraft {
  return { key: newKey(), title: '', levels: [newLevel(), newLevel()] };
}

export function emptyAssignmentDraft(moduleId: number | null): AssignmentDraft {
  return {
    title: '',
    instructions: '',
    module_id: moduleId === null ? '' : String(moduleId),
    points: '100',
    due_at: '',
    cutoff_at: '',
    late_penalty_percent: '0',
    late_penalty_floor_percent: '0',
    submission_kind: 'file',
    is_published: true,
    rubric: [],
  };
}

export function draftFromStoredAssignment(form: InstructorAssignment['form']): AssignmentDraft {
  return {
    title: form.title,
    instructions: form.instructions,
    module_id: form.module_id === null ? '' : String(form.module_id),
    points: String(form.points),
    due_at: toDhakaInput(form.due_at),
    cutoff_at: toDhakaInput(form.cutoff_at),
    late_penalty_percent: String(form.late_penalty_percent),
    late_penalty_floor_percent: String(form.late_penalty_floor_percent),
    submission_kind: form.submission_kind,
    is_published: form.is_published,
    rubric: form.rubric.map((criterion) => ({
      key: newKey(),
      title: criterion.title,
      levels: criterion.levels.map((level) => newLevel(level.title, String(level.points))),
    })),
  };
}

/** What the form sends, before the contract's schema checks it. */
export function toAssignmentPayload(draft: AssignmentDraft): AssignmentFormInput {
  return {
    title: draft.title,
    instructions: draft.instructions,
    module_id: draft.module_id === '' ? null : Number(draft.module_id),
    points: toNumber(draft.points),
    // An empty due date is sent as typed, so the schema names the field.
    due_at: fromDhakaInput(draft.due_at) ?? '',
    cutoff_at: fromDhakaInput(draft.cutoff_at),
    late_penalty_percent: toNumber(draft.late_penalty_percent),
    late_penalty_floor_percent: toNumber(draft.late_penalty_floor_percent),
    submission_kind: draft.submission_kind,
    is_published: draft.is_published,
    rubric: draft.rubric.map((criterion) => ({
      title: criterion.title,
      levels: criterion.levels.map((level) => ({
        title: level.title,
        points: toNumber(level.points),
      })),
    })),
  };
}
