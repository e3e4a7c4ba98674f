import { BLOG_IMAGE_MAX_BYTES } from '@hm/contracts';

export type ImageFileProblem = 'notImage' | 'tooLarge';

/**
 * An image type ('Please select an image file'), at most 5 MB ('Image size should
 * be less than 5MB'). The browser's type comes from the file name; the server checks the
 * bytes again.
 */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > BLOG_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
