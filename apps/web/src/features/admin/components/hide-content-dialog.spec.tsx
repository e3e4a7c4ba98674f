import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { ModerationCommentListView, ModerationCommentView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ContentModeration } from './content-moderation';

const comment: ModerationCommentView = {
  id: '5b1f3c1e-8d2a-4c1e-9a7b-2f0d6e4a1c33',
  excerpt: 'Cheap heaters at my shop',
  isReply: false,
  post: { slug: 'winter-draughts', title: 'Winter draughts' },
  author: { id: 'a1', name: 'Maya Writer', email: 'maya@example.com' },
  createdAt: '2026-11-20T15:00:00.000Z',
  hidden: null,
};
const page = (items: ModerationCommentView[]): ModerationCommentListView => ({ items, page: 1, totalPages: 1, total: items.length });

describe("the console's reason dialog for hiding a comment", () => {
  it('asks for a reason of 3 to 500 characters, sends it trimmed, and gives the focus back to the row', async () => {
    let hidden = false;
    const calls = fakeApi((call) => {
      if (call.method === 'POST') {
        hidden = true;
        return { status: 200, body: { ...comment, hidden: { at: '2026-11-28T10:00:00.000Z', reason: 'Advertising' } } };
      }
      return {
        status: 200,
        body: page([hidden ? { ...comment, hidden: { at: '2026-11-28T10:00:00.000Z', reason: 'Advertising' } } : comment]),
      };
    });
    const { user } = await renderApp(<ContentModeration />);
    const row = (await screen.findByRole('heading', { name: '“Cheap heaters at my shop”' })).closest('li')!;
    const hide = within(row).getByRole('button', { name: 'Hide' });
    await user.click(hide);

    const dialog = screen.getByRole('dialog', { name: 'Hide this comment' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason \(sent to the author\)/ });
    expect(document.activeElement).toBe(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Give the reason.')).toBeTruthy();
    await user.type(reason, ' ab ');
    expect(await within(dialog).findByText('The reason needs at least 3 characters.')).toBeTruthy();
    await user.clear(reason);
    await user.type(reason, '  Advertising  ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `admin/content/comments/${comment.id}/hide`, body: { reason: 'Advertising' } },
    ]);
    expect(await within(row).findByText('Hidden. Its author was e-mailed.')).toBeTruthy();
    expect(await within(row).findByRole('button', { name: 'Restore' })).toBe(document.activeElement);
  });

  it("shows the API's refusal in the dialog, translated, and keeps it open", async () => {
    fakeApi((call) => (call.method === 'POST' ? apiError(409, 'CONTENT_ALREADY_HIDDEN') : { status: 200, body: page([comment]) }));
    const { user } = await renderApp(<ContentModeration />, { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Masquer' }));
    const dialog = screen.getByRole('dialog', { name: 'Masquer ce commentaire' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Publicité');
    await user.click(within(dialog).getByRole('button', { name: 'Masquer' }));
    expect(await within(dialog).findByText("Il est déjà masqué (peut-être par un autre opérateur à l'instant).")).toBeTruthy();
  });
});
