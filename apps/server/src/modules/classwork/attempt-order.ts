import { randomInt } from 'node:crypto';

/** A copy of the list in random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * The order an attempt shows questions and choices in, drawn once when it starts so a reload shows
 * the same page.
 */
export function drawAttemptOrder(
  questions: readonly { id: number; choices: readonly string[] }[],
  settings: { shuffleQuestions: boolean; shuffleChoices: boolean },
): { questionOrder: number[]; choiceOrder: Record<string, number[]> } {
  const ids = questions.map((question) => question.id);
  const choiceOrder: Record<string, number[]> = {};
  for (const question of questions) {
    if (question.choices.length === 0) continue;
    const choiceIds = question.choices.map((_, index) => index + 1);
    choiceOrder[question.id] = settings.shuffleChoices ? shuffled(choiceIds) : choiceIds;
  }
  return { questionOrder: settings.shuffleQuestions ? shuffled(ids) : ids, choiceOrder };
}
