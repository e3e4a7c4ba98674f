import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { REVIEW_COMMENT_MAX_LENGTH } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ReviewForm } from './review-section';

describe('the review form', () => {
  it('asks for a rating and a text, focuses the stars first, and the rating message goes once one is chosen', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<ReviewForm bookingNumber="HM-2026-0001" />);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('Write a few words about the job.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.queryByText('Choose a rating from 1 to 5 stars.')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Your review' }));
    await user.paste('x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1));
    expect(screen.getByText(`Your review can be at most ${REVIEW_COMMENT_MAX_LENGTH} characters long.`)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the stars as a number and the text trimmed', async () => {
    const calls = fakeApi(() => ({ status: 201, body: { rating: 4, comment: 'Quick and tidy.', createdAt: '2026-11-26T15:00:00Z' } }));
    const { user } = await renderApp(<ReviewForm bookingNumber="HM-2026-0001" />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), '  Quick and tidy. ');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await screen.findByRole('button', { name: 'Submit review' });
    expect(calls).toEqual([{ method: 'POST', path: 'bookings/HM-2026-0001/review', body: { rating: 4, comment: 'Quick and tidy.' } }]);
  });

  it('says the review could not be saved when the server refuses it', async () => {
    fakeApi(() => apiError(400, 'VALIDATION_FAILED'));
    const { user } = await renderApp(<ReviewForm bookingNumber="HM-2026-0001" />);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Great.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Your review could not be saved. Please try again.')).toBeTruthy();
  });
});
