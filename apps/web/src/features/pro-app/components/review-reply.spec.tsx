import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ProReviewView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ReviewReply } from './review-reply';

const review: ProReviewView = {
  bookingNumber: 'HM-2026-000000042',
  rating: 4,
  comment: 'Travail soigné.',
  customerFirstName: 'Camille',
  createdAt: '2026-11-20T15:00:00.000Z',
  reply: null,
};

describe("the pro's answer to a review", () => {
  it('asks for a text, then sends it trimmed; the server refusing a second answer is said', async () => {
    const calls = fakeApi(() => apiError(409, 'REVIEW_REPLY_EXISTS'));
    const { user } = await renderApp(<ReviewReply review={review} />);
    await user.click(screen.getByRole('button', { name: 'Publish the answer' }));
    expect(await screen.findByText('Write your answer.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Answer publicly (once)'), '  Merci Camille !  ');
    await user.click(screen.getByRole('button', { name: 'Publish the answer' }));
    expect(await screen.findByText('You have already answered this review.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: 'pro/reviews/HM-2026-000000042/reply', body: { reply: 'Merci Camille !' } }]);
  });

  it('shows the answer once given, with no form', async () => {
    fakeApi(() => ({ status: 500 }));
    await renderApp(<ReviewReply review={{ ...review, reply: { text: 'Merci !', createdAt: '2026-11-21T10:00:00.000Z' } }} />);
    expect(screen.getByText('Your answer: Merci !')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish the answer' })).toBeNull();
  });
});
