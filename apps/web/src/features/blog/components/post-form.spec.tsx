import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { BlogPostView, CreateBlogPostRequest } from '@hm/contracts';
import { renderApp } from '../../../test/render-app';
import { EMPTY_POST, newPostValues, type PostFormValues, type TranslationChoice } from '../post-form-rules';
import { PostForm } from './post-form';

const EMPTY = { ...EMPTY_POST, category: 'maintenance' } satisfies PostFormValues;

function renderForm(
  initial: PostFormValues,
  save: (request: CreateBlogPostRequest) => Promise<BlogPostView>,
  language: 'en' | 'fr' = 'en',
  translatable: readonly TranslationChoice[] = [],
) {
  return renderApp(<PostForm initial={initial} save={save} failedMessage="Failed to create post" translatable={translatable} />, {
    language,
  });
}

const MY_POSTS: TranslationChoice[] = [
  { id: '00000000-0000-4000-8000-00000000000a', title: 'Heat pumps in winter', language: 'en' },
  { id: '00000000-0000-4000-8000-00000000000b', title: 'Gouttières au printemps', language: 'fr' },
];

describe('the blog post form', () => {
  it('asks for a title and a content, focuses the title and saves nothing', async () => {
    const save = jest.fn<(request: CreateBlogPostRequest) => Promise<BlogPostView>>();
    const { user } = await renderForm(EMPTY, save, 'fr');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByText('Le titre est obligatoire')).toBeTruthy();
    expect(screen.getByText('Le contenu est obligatoire')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Titre/ }));
    expect(save).not.toHaveBeenCalled();
  });

  it('leaves the preview and focuses the editor when only the content is missing', async () => {
    const save = jest.fn<(request: CreateBlogPostRequest) => Promise<BlogPostView>>();
    const { user } = await renderForm({ ...EMPTY, title: 'Roof care' }, save);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Content is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Content' })));
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('publishes with the pressed button’s status, the title trimmed', async () => {
    const save = jest.fn((request: CreateBlogPostRequest) => Promise.resolve({ slug: 'roof', ...request } as unknown as BlogPostView));
    const { user } = await renderForm({ ...EMPTY, content: '<p>Check the roof.</p>', contentText: 'Check the roof.' }, save);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), ' Roof care ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post published successfully!')).toBeTruthy();
    expect(save.mock.calls).toEqual([
      [
        {
          title: 'Roof care',
          excerpt: '',
          content: '<p>Check the roof.</p>',
          category: 'maintenance',
          tags: [],
          featuredImage: null,
          status: 'published',
          language: 'fr',
          translationOf: null,
        },
      ],
    ]);
  });

  it("shows the server's field errors: on the excerpt, and listed with the failure", async () => {
    const save = jest.fn(() =>
      Promise.reject({ status: 400, data: { code: 'VALIDATION_FAILED', fields: { excerpt: ['TOO_LONG'], tags: ['TOO_MANY_TAGS'] } } }),
    );
    const { user } = await renderForm({ ...EMPTY, title: 'Roof care', content: '<p>Roof.</p>', contentText: 'Roof.' }, save);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Failed to create post')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Excerpt/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This text is too long.')).toHaveLength(2);
    expect(screen.getByText('A post can have at most 10 tags.')).toBeTruthy();
  });

  it("writes in the author's language by default, and links a translation among their posts in the other language", async () => {
    const save = jest.fn((request: CreateBlogPostRequest) => Promise.resolve({ slug: 'pompes', ...request } as unknown as BlogPostView));
    const initial = {
      ...newPostValues('fr'),
      category: 'maintenance',
      content: '<p>Texte.</p>',
      contentText: 'Texte.',
    } satisfies PostFormValues;
    const { user } = await renderForm(initial, save, 'en', MY_POSTS);
    const language = screen.getByRole('combobox', { name: /^Language of the post/ });
    expect((language as HTMLSelectElement).value).toBe('fr');
    const translation = screen.getByRole('combobox', { name: /^Translation of/ });
    // A French post may translate the author's English posts only.
    expect([...(translation as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Not a translation',
      'Heat pumps in winter',
    ]);
    await user.selectOptions(translation, 'Heat pumps in winter');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Pompes à chaleur');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post published successfully!')).toBeTruthy();
    expect(save.mock.calls[0]?.[0]).toMatchObject({ language: 'fr', translationOf: MY_POSTS[0]!.id });
  });

  it('drops the translation when the language changes, and offers the posts of the new other language', async () => {
    const save = jest.fn((request: CreateBlogPostRequest) => Promise.resolve({ slug: 'gutters', ...request } as unknown as BlogPostView));
    const initial = {
      ...newPostValues('fr'),
      title: 'Gutters',
      category: 'maintenance',
      content: '<p>Text.</p>',
      contentText: 'Text.',
      translationOf: MY_POSTS[0]!.id,
    } satisfies PostFormValues;
    const { user } = await renderForm(initial, save, 'en', MY_POSTS);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Language of the post/ }), 'English');
    const translation = screen.getByRole('combobox', { name: /^Translation of/ }) as HTMLSelectElement;
    expect(translation.value).toBe('');
    expect([...translation.options].map((option) => option.text)).toEqual(['Not a translation', 'Gouttières au printemps']);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ language: 'en', translationOf: null, status: 'draft' });
  });

  it('shows why the server refused the translation', async () => {
    const save = jest.fn(() =>
      Promise.reject({ status: 400, data: { code: 'VALIDATION_FAILED', fields: { translationOf: ['INVALID_TRANSLATION'] } } }),
    );
    const initial = {
      ...EMPTY,
      title: 'Roof',
      content: '<p>Roof.</p>',
      contentText: 'Roof.',
      translationOf: MY_POSTS[0]!.id,
    } satisfies PostFormValues;
    const { user } = await renderForm(initial, save, 'fr', MY_POSTS);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findAllByText(/Cet article ne peut pas être lié/)).not.toHaveLength(0);
  });
});
