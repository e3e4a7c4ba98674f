import { PUBLIC_FIGURE_FLOORS, PUBLIC_REVIEWS } from '@hm/contracts';
import { toFiguresView, toPublicReviews, type ReviewRow } from './public-figures.js';

describe('toFiguresView', () => {
  const floors = PUBLIC_FIGURE_FLOORS;

  it('shows each figure from its floor and leaves it out just under', () => {
    const at = toFiguresView(
      {
        active_pros: floors.activePros,
        completed_jobs: floors.completedJobs,
        customers: floors.customers,
        reviews: floors.reviews,
        average: '4.4444',
      },
      [{ service_id: 'plumbing', completed_jobs: floors.serviceJobs, reviews: floors.reviews, average: 4.96 }],
      [],
    );
    expect(at).toEqual({
      activePros: floors.activePros,
      completedJobs: floors.completedJobs,
      customers: floors.customers,
      rating: { average: 4.4, reviews: floors.reviews },
      services: { plumbing: { completedJobs: floors.serviceJobs, rating: { average: 5, reviews: floors.reviews } } },
      reviews: [],
    });
    const under = toFiguresView(
      {
        active_pros: floors.activePros - 1,
        completed_jobs: floors.completedJobs - 1,
        customers: floors.customers - 1,
        reviews: floors.reviews - 1,
        average: 5,
      },
      [{ service_id: 'plumbing', completed_jobs: floors.serviceJobs - 1, reviews: floors.reviews - 1, average: 5 }],
      [],
    );
    expect(under).toEqual({
      activePros: null,
      completedJobs: null,
      customers: null,
      rating: null,
      services: { plumbing: { completedJobs: null, rating: null } },
      reviews: [],
    });
  });

  it('has no rating without reviews', () => {
    expect(toFiguresView({ active_pros: 0, completed_jobs: 0, customers: 0, reviews: 0, average: null }, [], []).rating).toBeNull();
  });
});

describe('toPublicReviews', () => {
  const row = (n: number, overrides: Partial<ReviewRow> = {}): ReviewRow => ({
    first_name: 'Marie',
    last_initial: 'T',
    service_id: 'plumbing',
    rating: 5,
    comment: `Review number ${n}, long enough to be quoted.`,
    language: null,
    month: '2026-03',
    ...overrides,
  });

  it('quotes none under the floor, and from the floor up at most the maximum, in the order read', () => {
    expect(toPublicReviews(Array.from({ length: PUBLIC_REVIEWS.floor - 1 }, (_, n) => row(n)))).toEqual([]);
    expect(toPublicReviews(Array.from({ length: PUBLIC_REVIEWS.floor }, (_, n) => row(n)))).toHaveLength(PUBLIC_REVIEWS.floor);
    const many = toPublicReviews(Array.from({ length: PUBLIC_REVIEWS.max + 2 }, (_, n) => row(n)));
    expect(many.map((review) => review.comment)).toEqual(Array.from({ length: PUBLIC_REVIEWS.max }, (_, n) => row(n).comment));
  });

  it('names the customer by first name and initial only', () => {
    const [first, second, third] = toPublicReviews([
      row(1, { first_name: ' Élise ', last_initial: 'É', rating: 4, language: 'fr' }),
      row(2, { last_initial: '' }),
      row(3),
    ]);
    expect(first).toEqual({
      firstName: 'Élise',
      lastInitial: 'É.',
      serviceId: 'plumbing',
      rating: 4,
      comment: row(1).comment,
      language: 'fr',
      month: '2026-03',
    });
    expect(second!.lastInitial).toBe('');
    expect(Object.keys(third!).sort()).toEqual(['comment', 'firstName', 'language', 'lastInitial', 'month', 'rating', 'serviceId']);
  });
});
