import { parseIntegerId, parsePrice, type CourseFormInput } from '@academy/contract/authoring';
import type { CourseDraft, LessonDraft, LinkDraft } from './course-draft';

/**
 * Title, description, price and category are required; on submit an empty one gives
 * 'Please fill in all required fields'.
 */
export function hasMissingRequired(draft: CourseDraft): boolean {
  return [draft.title, draft.description, draft.price, draft.categoryId].some(
    (value) => value.trim() === '',
  );
}

const trimmedLinks = <T extends string, L extends string>(
  links: LinkDraft[],
  titleKey: T,
  linkKey: L,
) =>
  links.map((link) => ({ [titleKey]: link.title.trim(), [linkKey]: link.link.trim() })) as Record<
    T | L,
    string
  >[];

function durationOf(lesson: LessonDraft): number | undefined {
  const text = lesson.duration.trim();
  if (text === '') return undefined;
  const minutes = Number(text);
  return Number.isFinite(minutes) ? minutes : Number.NaN;
}

/** Price as the API takes it: a decimal number (the server re-checks two places and ≥ 0). */
function priceOf(text: string): number | string {
  const parsed = parsePrice(text);
  return parsed.ok ? Number(parsed.value) : text.trim();
}

/**
 * Every row of the form, trimmed, in form order: what the contract schema validates on the client,
 * so error paths ('modules.0.lessons.1.videos.0.video_link') point at the rows on screen.
 */
export function toRawPayload(
  draft: CourseDraft,
  options: { includeStatus: boolean },
): CourseFormInput {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    price: priceOf(draft.price),
    category_id: parseIntegerId(draft.categoryId) ?? draft.categoryId.trim(),
    ...(options.includeStatus && draft.status !== 'coming_soon' ? { status: draft.status } : {}),
    resubmit_after_release: draft.resubmitAfterRelease,
    outcomes: draft.outcomes.map((o) => ({ outcome_title: o.title.trim() })),
    prerequisites: draft.prerequisites.map((p) => ({ prerequisite_title: p.title.trim() })),
    modules: draft.modules.map((module) => ({
      ...(module.moduleId ? { module_id: module.moduleId } : {}),
      title: module.title.trim(),
      order: module.order,
      lessons: module.lessons.map((lesson) => {
        const duration = durationOf(lesson);
        return {
          ...(lesson.lessonId ? { lesson_id: lesson.lessonId } : {}),
          title: lesson.title.trim(),
          order: lesson.order,
          ...(duration === undefined ? {} : { duration }),
          videos: trimmedLinks(lesson.videos, 'video_title', 'video_link'),
          resources: trimmedLinks(lesson.resources, 'resource_title', 'resource_link'),
        };
      }),
    })),
  };
}

/**
 * Payload cleaning, as sent: text trimmed, price a decimal number, category_id an
 * integer, empty outcomes and prerequisites dropped, videos and resources dropped unless both
 * title and link are filled.
 */
export function toCoursePayload(
  draft: CourseDraft,
  options: { includeStatus: boolean },
): CourseFormInput {
  const raw = toRawPayload(draft, options);
  return {
    ...raw,
    outcomes: raw.outcomes?.filter((o) => o.outcome_title !== ''),
    prerequisites: raw.prerequisites?.filter((p) => p.prerequisite_title !== ''),
    modules: raw.modules?.map((module) => ({
      ...module,
      lessons: module.lessons?.map((lesson) => ({
        ...lesson,
        videos: lesson.videos?.filter((v) => v.video_title && v.video_link),
        resources: lesson.resources?.filter((r) => r.resource_title && r.resource_link),
      })),
    })),
  };
}
