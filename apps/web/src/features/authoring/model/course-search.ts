import type { InstructorCourse } from '@academy/contract/authoring';

/** Manage Courses search: the title or description contains the text, ignoring case. */
export function matchesSearch(course: InstructorCourse, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return `${course.course_title}\n${course.description}`.toLocaleLowerCase().includes(needle);
}

/** The category tabs: each distinct category name among the loaded courses. */
export function categoryTabs(courses: readonly InstructorCourse[]): string[] {
  return [...new Set(courses.map((course) => course.category_name))].sort((a, b) =>
    a.localeCompare(b),
  );
}
