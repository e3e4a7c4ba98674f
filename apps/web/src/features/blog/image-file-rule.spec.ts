import { BLOG_IMAGE_MAX_BYTES } from '@hm/contracts';
import { imageFileProblem } from './image-file-rule';

describe('image file rule', () => {
  it('accepts images up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: BLOG_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses what is not an image', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('notImage');
  });

  it('refuses images over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/gif', size: BLOG_IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
