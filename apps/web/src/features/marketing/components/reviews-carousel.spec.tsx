import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PublicCustomerReview, PublicFiguresView } from '@hm/contracts';
import { withPublicFigures } from '../../../test/public-figures';
import { renderApp } from '../../../test/render-app';
import { ReviewsCarousel } from './reviews-carousel';

const review = (overrides: Partial<PublicCustomerReview>): PublicCustomerReview => ({
  firstName: 'Marie',
  lastInitial: 'T.',
  serviceId: 'plumbing',
  rating: 5,
  comment: 'The plumber found the leak under the sink and left everything clean.',
  language: null,
  month: '2026-02',
  ...overrides,
});

const REVIEWS: PublicCustomerReview[] = [
  review({}),
  review({
    firstName: 'Jean-Philippe',
    lastInitial: 'G.',
    serviceId: 'cleaning',
    rating: 4,
    comment: 'Careful work, and the cleaner brought every product needed.',
    month: '2026-01',
  }),
  review({ firstName: 'Élise', lastInitial: '', serviceId: 'handyman', comment: 'Shelves hung straight and a wardrobe assembled.' }),
  review({ firstName: 'Omar', lastInitial: 'B.', serviceId: 'moving', comment: 'Two movers, on time, and nothing scratched at all.' }),
];

const figures = (reviews: PublicCustomerReview[]): PublicFiguresView => ({
  activePros: null,
  completedJobs: null,
  customers: null,
  rating: null,
  services: {},
  reviews,
});

describe('the landing\'s customer reviews (docs/public-figures.md "Customers\' reviews")', () => {
  const realMatchMedia = window.matchMedia;
  let wide = false;
  beforeEach(() => {
    wide = false;
    // jsdom has no layout: a phone unless the test says wide (the lg breakpoint).
    window.matchMedia = ((query: string) => ({
      matches: wide && query.includes('min-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('quotes the reviews the API answers, one at a time on a phone, in the page’s language, with their dots', async () => {
    const { user } = await renderApp(<ReviewsCarousel />, { language: 'fr', ...withPublicFigures(figures(REVIEWS)) });
    expect(screen.getByRole('heading', { level: 2, name: 'Avis récents de nos clients' })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Avis de clients' });
    const card = within(carousel).getByRole('figure');
    expect(within(card).getByText('« The plumber found the leak under the sink and left everything clean. »')).toBeTruthy();
    expect(within(card).getByText('Marie T.')).toBeTruthy();
    expect(within(card).getByText('février 2026').getAttribute('datetime')).toBe('2026-02');
    expect(within(card).getByText('Plomberie')).toBeTruthy();
    expect(within(card).getByRole('img', { name: /^Note\s: 5 sur 5$/ })).toBeTruthy();
    expect(within(card).getByText('Avis sur un travail terminé')).toBeTruthy();
    // Written before languages were recorded: the customer's words are not marked.
    expect(card.querySelector('[lang]')).toBeNull();
    const dots = within(carousel).getAllByRole('button', { name: /^Afficher les avis \d sur 4$/ });
    expect(dots).toHaveLength(4);
    await user.click(dots[2]!);
    const third = within(carousel).getByRole('figure');
    expect(within(third).getByText('Élise')).toBeTruthy();
    expect(within(third).getByText('Homme à tout faire')).toBeTruthy();
    expect(within(carousel).queryByText('Marie T.')).toBeNull();
  });

  it('shows three at a time on a wide screen, in English', async () => {
    wide = true;
    await renderApp(<ReviewsCarousel />, { language: 'en', ...withPublicFigures(figures(REVIEWS)) });
    const carousel = screen.getByRole('region', { name: 'Customer reviews' });
    expect(within(carousel).getAllByRole('figure')).toHaveLength(3);
    expect(within(carousel).getByText('“Careful work, and the cleaner brought every product needed.”')).toBeTruthy();
    expect(within(carousel).getByText('January 2026')).toBeTruthy();
    expect(within(carousel).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(carousel).getAllByRole('button', { name: /^Show reviews \d of 2$/ })).toHaveLength(2);
  });

  it("marks a review written in the other language with it, and one in the page's own language not at all", async () => {
    const inEnglish = review({ language: 'en' });
    const inFrench = review({ firstName: 'Luc', comment: 'Travail soigné, ponctuel et tout était propre en partant.', language: 'fr' });
    wide = true;
    await renderApp(<ReviewsCarousel />, { language: 'fr', ...withPublicFigures(figures([inEnglish, inFrench, review({})])) });
    const [english, french] = within(screen.getByRole('region', { name: 'Avis de clients' })).getAllByRole('figure');
    expect(english!.querySelector('blockquote')!.getAttribute('lang')).toBe('en');
    expect(french!.querySelector('[lang]')).toBeNull();
  });

  it('is not there at all when there are no reviews to quote, and invents none', async () => {
    const { container } = await renderApp(<ReviewsCarousel />, { language: 'en', ...withPublicFigures(figures([])) });
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('is not there while the answer is not known (as on the pre-rendered page)', async () => {
    const { container } = await renderApp(<ReviewsCarousel />, { language: 'fr' });
    expect(container.innerHTML).toBe('');
  });
});
