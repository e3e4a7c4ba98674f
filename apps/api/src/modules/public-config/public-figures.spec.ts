import { PUBLIC_FIGURE_FLOORS } from '@hm/contracts';
import { toFiguresView } from './public-figures.js';

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
    );
    expect(at).toEqual({
      activePros: floors.activePros,
      completedJobs: floors.completedJobs,
      customers: floors.customers,
      rating: { average: 4.4, reviews: floors.reviews },
      services: { plumbing: { completedJobs: floors.serviceJobs, rating: { average: 5, reviews: floors.reviews } } },
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
    );
    expect(under).toEqual({
      activePros: null,
      completedJobs: null,
      customers: null,
      rating: null,
      services: { plumbing: { completedJobs: null, rating: null } },
    });
  });

  it('has no rating without reviews', () => {
    expect(toFiguresView({ active_pros: 0, completed_jobs: 0, customers: 0, reviews: 0, average: null }, []).rating).toBeNull();
  });
});
