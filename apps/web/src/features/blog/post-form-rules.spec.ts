import { INVALID_TEXT_FIELD_ERROR } from '@hm/contracts';
import { resources } from '@hm/i18n';
import {
  savedMessageKey,
  serverFieldErrors,
  toPostRequest,
  translationChoices,
  validatePostForm,
  type PostFormValues,
} from './post-form-rules';

const valid: PostFormValues = {
  title: 'Préparer sa maison pour l’hiver',
  excerpt: '',
  featuredImage: null,
  content: '<p>Isolez les fenêtres.</p>',
  contentText: 'Isolez les fenêtres.',
  contentHasImage: false,
  category: 'maintenance',
  tags: ['hiver'],
  status: 'draft',
  language: 'fr',
  translationOf: '',
};

describe('post form rules', () => {
  it('a title and some content are enough', () => {
    expect(validatePostForm(valid)).toEqual({});
  });

  it('title and content are required after trimming', () => {
    expect(validatePostForm({ ...valid, title: '   ', contentText: ' \n ' })).toEqual({
      title: 'titleRequired',
      content: 'contentRequired',
    });
  });

  it('an image alone counts as content', () => {
    expect(validatePostForm({ ...valid, contentText: '', contentHasImage: true })).toEqual({});
  });

  it('the request carries the status of the button pressed, trimmed texts and the tags', () => {
    expect(toPostRequest({ ...valid, title: '  Titre ', excerpt: ' Court ' }, 'published')).toEqual({
      title: 'Titre',
      excerpt: 'Court',
      content: '<p>Isolez les fenêtres.</p>',
      category: 'maintenance',
      tags: ['hiver'],
      featuredImage: null,
      status: 'published',
      language: 'fr',
      translationOf: null,
    });
    expect(toPostRequest({ ...valid, language: 'en', translationOf: 'post-id' }, 'draft')).toMatchObject({
      language: 'en',
      translationOf: 'post-id',
    });
  });

  it('offers as originals only the posts in the other language, never the post itself', () => {
    const posts = [
      { id: 'a', title: 'A', language: 'en' as const },
      { id: 'b', title: 'B', language: 'fr' as const },
      { id: 'c', title: 'C', language: 'en' as const },
    ];
    expect(translationChoices(posts, 'fr').map((post) => post.id)).toEqual(['a', 'c']);
    expect(translationChoices(posts, 'fr', 'c').map((post) => post.id)).toEqual(['a']);
    expect(translationChoices(posts, 'en').map((post) => post.id)).toEqual(['b']);
  });

  it('picks the success message by status', () => {
    expect(savedMessageKey('published')).toBe('published');
    expect(savedMessageKey('draft')).toBe('savedDraft');
  });

  it('maps server field errors, with the SPEC wording for a missing title or content', () => {
    const error = {
      status: 400,
      data: { code: 'VALIDATION_FAILED', fields: { title: ['REQUIRED'], content: ['REQUIRED'], tags: ['TOO_MANY_TAGS'] } },
    };
    expect(serverFieldErrors(error)).toEqual({ title: 'TITLE_REQUIRED', content: 'CONTENT_REQUIRED', tags: 'TOO_MANY_TAGS' });
    expect(serverFieldErrors({ status: 500, data: {} })).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });

  it('has a text in both languages for the control-character code the API gives any field', () => {
    const error = { status: 400, data: { code: 'VALIDATION_FAILED', fields: { excerpt: [INVALID_TEXT_FIELD_ERROR] } } };
    const code = serverFieldErrors(error).excerpt!;
    const texts = [resources.en.blog, resources.fr.blog].map((blog) => (blog.errors.fields as Record<string, string>)[code]);
    expect(texts).toEqual([expect.stringMatching(/characters/), expect.stringMatching(/caractères/)]);
  });
});
