import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';

/** Path parameter `{id}` kept as text, so anything but a positive id answers 404 (below). */
export const idParams = z.object({ id: z.string() });

/** Like Django's <int:id> route: anything but a positive id is simply not found. */
export function parseId(value: string): number {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw notFound();
  return id;
}
