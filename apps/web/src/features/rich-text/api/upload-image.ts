import type { RichTextImage } from '@academy/contract/rich-text';
import { uploadForm } from '../../../lib/upload';

/** POST /api/rich-text/images/: an image for the editor, re-encoded and kept by the server. */
export function uploadRichTextImage(file: File): Promise<RichTextImage> {
  const body = new FormData();
  body.append('image', file);
  return uploadForm<RichTextImage>('/api/rich-text/images/', body);
}
