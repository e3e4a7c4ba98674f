import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { BlogPostView, CreateBlogPostRequest } from '@hm/contracts';
import { renderApp } from '../../../test/render-app';
import { EMPTY_POST, type PostFormValues } from '../post-form-rules';
import { PostForm } from './post-form';

const EMPTY = { ...EMPTY_POST, category: 'maintenance' } satisfies PostFormValues;

function renderForm(
  initial: PostFormValues,
  save: (request: CreateBlogPostRequest) => Promise<BlogPostView>,
  language: 'en' | 'fr' = 'en',
) {
  return renderApp(<PostForm initial={initial} save={save} failedMessage="Failed to create post" />, { language });
}

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
});
