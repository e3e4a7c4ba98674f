import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
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
  reviews: [],
};

describe('the service cards (docs/public-figures.md)', () => {
  it('gives a service card its own rating and jobs from the data, and a coming-soon service none', async () => {
    await renderApp(<ServiceCards onBook={() => undefined} />, { language: 'en', ...withPublicFigures(FIGURES) });
    const plumbing = screen.getByRole('button', { name: 'Plumbing' }).closest('li')!;
    expect(plumbing.textContent).toContain('4.7/5');
    expect(plumbing.textContent).toContain('312 jobs done');
    // Its price is the catalogue's, with no struck-through 'regular' one (no such discount exists).
    expect(plumbing.textContent).toContain('From $90');
    expect(plumbing.querySelector('s')).toBeNull();
    expect(plumbing.textContent).not.toContain('$120');
    const cleaning = screen.getByRole('button', { name: 'Cleaning' }).closest('li')!;
    expect(cleaning.textContent).not.toMatch(/\/5|jobs done/);
    const electrical = screen.getByRole('heading', { name: 'Electrical' }).closest('li')!;
    expect(electrical.textContent).toContain('Coming soon');
    expect(electrical.textContent).not.toMatch(/\/5|jobs done|4\.9|99/);
  });

  describe('a coming-soon service', () => {
    const realFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    it('offers to be told when it opens: e-mail and postal code, checked, then stored on the waitlist', async () => {
      const sent: unknown[] = [];
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
        const request = input as Request;
        sent.push({ url: new URL(request.url).pathname, body: await request.json() });
        return new Response(JSON.stringify({ status: 'subscribed' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch;
      const { user } = await renderApp(<ServiceCards onBook={() => undefined} />, { language: 'fr' });
      await user.click(screen.getByRole('button', { name: 'M’avertir quand Électricité ouvrira' }));
      const dialog = screen.getByRole('dialog', { name: 'Électricité arrive bientôt' });
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Adresse courriel/ }));
      await user.type(within(dialog).getByRole('textbox', { name: /^Adresse courriel/ }), 'marie@example.com');
      await user.type(within(dialog).getByRole('textbox', { name: /^Code postal/ }), 'V6B 1A1');
      await user.click(within(dialog).getByRole('button', { name: 'M’avertir' }));
      expect(sent).toEqual([]);
      await user.clear(within(dialog).getByRole('textbox', { name: /^Code postal/ }));
      await user.type(within(dialog).getByRole('textbox', { name: /^Code postal/ }), 'h2x 1y4');
      await user.click(within(dialog).getByRole('button', { name: 'M’avertir' }));
      expect(await within(dialog).findByRole('status')).toHaveProperty(
        'textContent',
        'C’est noté. Nous écrirons à marie@example.com quand Électricité ouvrira dans H2X.',
      );
      expect(sent).toEqual([
        {
          url: '/api/public/service-areas/waitlist',
          body: { email: 'marie@example.com', serviceId: 'electrical', postalCode: 'h2x 1y4', locale: 'fr' },
        },
      ]);
    });
  });
});
