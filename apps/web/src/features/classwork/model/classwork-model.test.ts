import { quizFormSchema, type ClassworkItem } from '@academy/contract/quizzes';
import { describe, expect, it } from 'vitest';
import { formatRemaining } from '../components/countdown';
import { fromDhakaInput, toDhakaInput } from './dhaka-time';
import { dueThisWeek } from './due-this-week';
import { emptyQuizDraft, newQuestion, toQuizPayload } from './quiz-draft';

describe('Asia/Dhaka times', () => {
  it('reads and writes datetime-local values on Dhaka’s clock, whatever the device’s zone', () => {
    expect(fromDhakaInput('2026-11-30T23:59')).toBe('2026-11-30T23:59:00+06:00');
    expect(toDhakaInput('2026-11-30T17:59:00.000Z')).toBe('2026-11-30T23:59');
    expect(fromDhakaInput('')).toBeNull();
    expect(toDhakaInput(null)).toBe('');
  });
});

describe('due this week', () => {
  const item = (id: number, dueInDays: number | null, state: ClassworkItem['state']) =>
    ({
      item_id: id,
      due_at:
        dueInDays === null
          ? null
          : new Date(Date.UTC(2026, 10, 1) + dueInDays * 86_400_000).toISOString(),
      state,
    }) as ClassworkItem;
  it('lists open work due in the next seven days, soonest first', () => {
    const now = new Date(Date.UTC(2026, 10, 1));
    const items = [
      item(1, 6, 'not_started'),
      item(2, 2, 'in_progress'),
      item(3, 3, 'graded'),
      item(4, 9, 'not_started'),
      item(5, -1, 'missing'),
      item(6, null, 'not_started'),
    ];
    expect(dueThisWeek(items, now).map((i) => i.item_id)).toEqual([2, 1]);
  });
});

describe('the quiz editor payload', () => {
  it('turns typed numbers (Bangla digits too) and lines into what the contract accepts', () => {
    const draft = emptyQuizDraft();
    draft.title = 'Check';
    draft.max_attempts = '';
    draft.time_limit_minutes = '১৫';
    const short = {
      ...newQuestion('short_text'),
      prompt: 'MNIST classes?',
      points: '২',
      accepted_answers: '10\n ten \n\n',
    };
    draft.questions = [short];
    const parsed = quizFormSchema.parse(toQuizPayload(draft));
    expect(parsed).toMatchObject({ max_attempts: null, time_limit_minutes: 15 });
    expect(parsed.questions[0]).toEqual({
      kind: 'short_text',
      prompt: 'MNIST classes?',
      points: 2,
      explanation: '',
      accepted_answers: ['10', 'ten'],
    });
  });

  it('leaves an empty number for the schema to refuse', () => {
    const draft = { ...emptyQuizDraft(), title: 'Check', pass_percent: '' };
    draft.questions = [{ ...newQuestion('numeric'), prompt: 'Pi?' }];
    const result = quizFormSchema.safeParse(toQuizPayload(draft));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['pass_percent', 'questions.0.answer']));
  });
});

describe('the countdown', () => {
  it('shows minutes and seconds, and hours past the hour', () => {
    expect(formatRemaining(125)).toBe('2:05');
    expect(formatRemaining(3725)).toBe('1:02:05');
    expect(formatRemaining(-3)).toBe('0:00');
  });
});
