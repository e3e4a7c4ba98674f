import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { PublicFiguresView } from '@hm/contracts';
import { withPublicFigures } from '../../../test/public-figures';
import { renderApp } from '../../../test/render-app';
import { ServiceCards } from './service-cards';

const FIGURES: PublicFiguresView = {
  activePros: null,
  completedJobs: null,
  customers: null,
  rating: null,
  services: {
    plumbing: { completedJobs: 312, rating: { average: 4.7, reviews: 40 } },
    cleaning: { completedJobs: null, rating: null },
    // Never shown: electrical is coming soon.
    electrical: { completedJobs: 99, rating: { average: 4.9, reviews: 30 } },
  },
};

describe('the service cards (docs/public-figures.md)', () => {
  it('gives a service card its own rating and jobs from the data, and a coming-soon service none', async () => {
    await renderApp(<ServiceCards onBook={() => undefined} />, { language: 'en', ...withPublicFigures(FIGURES) });
    const plumbing = screen.getByRole('button', { name: 'Plumbing' }).closest('li')!;
    expect(plumbing.textContent).toContain('4.7/5');
    expect(plumbing.textContent).toContain('312 jobs done');
    const cleaning = screen.getByRole('button', { name: 'Cleaning' }).closest('li')!;
    expect(cleaning.textContent).not.toMatch(/\/5|jobs done/);
    const electrical = screen.getByRole('heading', { name: 'Electrical' }).closest('li')!;
    expect(electrical.textContent).toContain('Coming soon');
    expect(electrical.textContent).not.toMatch(/\/5|jobs done|4\.9|99/);
  });
});
