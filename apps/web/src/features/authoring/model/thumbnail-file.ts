import { thumbnailRules } from '@academy/contract/authoring';
import { z } from 'zod';

/** Why a chosen file cannot be a thumbnail, as the key of its message; null when it can. */
export function thumbnailProblem(file: File): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > thumbnailRules.maxBytes) return 'tooLarge';
  return null;
}

/** The thumbnail form: one image file within the size limit (the server checks its pixels). */
export const thumbnailFormSchema: z.ZodType<{ thumbnail: File }, { thumbnail: File | null }> =
  z.object({
    thumbnail: z
      .instanceof(File, { error: 'noFile' })
      .refine((file) => thumbnailProblem(file) === null, 'notImage'),
  });
