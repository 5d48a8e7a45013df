import { z } from 'zod';

/** The largest id a row can have (PostgreSQL's int4). */
export const PATH_ID_MAX = 2_147_483_647;

const PATH_ID_PATTERN = /^[0-9]{1,10}$/;

/**
 * A numeric id in a URL path, read as Django's `<int:pk>` reads it: digits only, from 1 to
 * PATH_ID_MAX. Anything else (`abc`, `-1`, `0`, `1e3`, an id past int4) is null, which every
 * route answers 404 'Not found.' (docs/api.md, "Ids in paths").
 */
export function parsePathId(value: unknown): number | null {
  if (typeof value !== 'string' || !PATH_ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= PATH_ID_MAX ? id : null;
}

/**
 * A numeric path parameter: the text of the URL in, the id out. A value parsePathId refuses fails
 * validation, and the error handler answers a path that fails validation 404 'Not found.'.
 */
export const pathIdField = z
  .string()
  .regex(PATH_ID_PATTERN)
  .transform((value, context) => {
    const id = parsePathId(value);
    if (id !== null) return id;
    context.addIssue({ code: 'custom', message: 'Not an id.' });
    return z.NEVER;
  });

/** `/…/:id/…` */
export const idParamsSchema = z.object({ id: pathIdField });
/** `/…/:courseId/…` */
export const courseIdParamsSchema = z.object({ courseId: pathIdField });
