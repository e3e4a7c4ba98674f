import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PublicProProfileView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ProPublicProfilePage } from './pro-public-profile-page';

const PRO_ID = '3f0c1b52-6a55-4d7e-9d43-0c1c6c1f1a11';
const PROFILE: PublicProProfileView = {
  userId: PRO_ID,
  firstName: 'Marc',
  lastInitial: 'R.',
  photoUrl: null,
  categories: ['plumbing'],
  bioFr: 'Plombier depuis 15 ans.',
  bioEn: 'A plumber for 15 years.',
  ratingAverage: 4.5,
  ratingCount: 2,
  completedJobsCount: 7,
  credentials: [
    { kind: 'rbq', number: '1234-5678-01', verifiedOn: '2026-11-20', registryUrl: 'https://www.rbq.gouv.qc.ca/', coverageCents: null },
  ],
  latestReviews: [
    {
      rating: 5,
      comment: 'Rapide et propre.',
      customerFirstName: 'Camille',
      createdAt: '2026-11-21T15:00:00.000Z',
      reply: { text: 'Merci Camille!', createdAt: '2026-11-22T15:00:00.000Z' },
    },
    { rating: 4, comment: 'Good work.', customerFirstName: 'Sam', createdAt: '2026-11-19T15:00:00.000Z', reply: null },
  ],
};

const page = (language: 'en' | 'fr' = 'en') =>
  renderApp(
    <Routes>
      <Route path="/pros/:proId" element={<ProPublicProfilePage />} />
    </Routes>,
    { language, route: `/pros/${PRO_ID}` },
  );

describe("a pro's public profile", () => {
  it('shows the verified credentials, the figures from the data and the latest reviews with the pro’s answer', async () => {
    const calls = fakeApi(() => ({ status: 200, body: PROFILE }));
    await page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marc R.' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([`public/pros/${PRO_ID}`]);
    expect(screen.getByText('Plumbing')).toBeTruthy();
    expect(screen.getByRole('list', { name: /licences/i }).textContent).toContain('1234-5678-01');
    expect(screen.getByText('4.5 / 5')).toBeTruthy();
    expect(screen.getByText('A plumber for 15 years.')).toBeTruthy();
    const reviews = within(screen.getByRole('region', { name: 'Latest reviews' })).getAllByRole('listitem');
    expect(reviews).toHaveLength(2);
    expect(reviews[0]!.textContent).toContain('Rapide et propre.');
    expect(reviews[0]!.textContent).toContain('Merci Camille!');
    expect(within(reviews[0]!).getByLabelText('5 out of 5 stars')).toBeTruthy();
    expect(reviews[1]!.textContent).not.toContain('answer');
  });

  it('says so in French when the pro does not exist', async () => {
    fakeApi(() => apiError(404, 'NOT_FOUND'));
    await page('fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Professionnel introuvable' })).toBeTruthy();
  });
});
