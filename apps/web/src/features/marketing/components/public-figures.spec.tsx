import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { PublicFiguresView } from '@hm/contracts';
import { withPublicFigures } from '../../../test/public-figures';
import { renderApp } from '../../../test/render-app';
import { GrowSection } from './pro-sections';
import { TrustMetrics } from './trust-section';

const FIGURES: PublicFiguresView = {
  activePros: null,
  completedJobs: null,
  customers: 1234,
  rating: { average: 4.6, reviews: 25 },
  services: {},
  reviews: [],
};

describe('figures on the marketing pages (docs/public-figures.md)', () => {
  it('shows the figures the data backs, in the language’s format, and words instead of the others', async () => {
    await renderApp(<TrustMetrics />, { language: 'fr', ...withPublicFigures(FIGURES) });
    // fr-CA groups thousands with a narrow no-break space.
    expect(screen.getByText(/^1\s234$/)).toBeTruthy();
    expect(screen.getByText('clients servis')).toBeTruthy();
    expect(screen.getByText('4,6/5')).toBeTruthy();
    expect(screen.getByText('note moyenne, 25 avis')).toBeTruthy();
    // No completed-jobs figure under the floor: the guarantee in words, and no invented percentage.
    expect(screen.getByText('Satisfaction garantie pour chaque contrat')).toBeTruthy();
    expect(screen.queryByText(/96/)).toBeNull();
    expect(screen.queryByText(/50k/)).toBeNull();
  });

  it('says it in words while the figures are not known', async () => {
    await renderApp(<GrowSection />, { language: 'en' });
    expect(screen.getByText('A growing network of local pros')).toBeTruthy();
    expect(screen.getByText('Reviews from verified bookings only')).toBeTruthy();
    expect(screen.queryByText(/\+40%|24\/7|5000\+|2\.5k/)).toBeNull();
  });
});
