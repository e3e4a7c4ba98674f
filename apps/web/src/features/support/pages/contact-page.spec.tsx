import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { PublicConfigView } from '@hm/contracts';
import { withPublicConfig } from '../../../test/public-figures';
import { renderApp } from '../../../test/render-app';
import { ContactPage } from './contact-page';

const settings = (contact: PublicConfigView['contact']): PublicConfigView => ({
  googleMapsApiKey: null,
  oauthProviders: [],
  cardPayments: false,
  contact,
});

describe('the contact page (docs/public-figures.md)', () => {
  it('shows the phone and e-mail the operator set, and no opening hours it cannot keep', async () => {
    await renderApp(<ContactPage />, {
      language: 'fr',
      ...withPublicConfig(settings({ email: 'aide@homemate.ca', phone: '+15145550147' })),
    });
    expect(screen.getByRole('link', { name: '+1 (514) 555-0147' }).getAttribute('href')).toBe('tel:+15145550147');
    expect(screen.getByRole('link', { name: 'aide@homemate.ca' }).getAttribute('href')).toBe('mailto:aide@homemate.ca');
    expect(document.body.textContent).not.toMatch(/lundi|24 h\/24|un jour ouvrable/);
  });

  it('leaves out a way of reaching the team that is not set', async () => {
    await renderApp(<ContactPage />, { language: 'en', ...withPublicConfig(settings({ email: 'help@homemate.ca', phone: null })) });
    expect(screen.queryByRole('heading', { name: 'Call us' })).toBeNull();
    expect(screen.queryByText(/555/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Write to us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chat with us' })).toBeTruthy();
  });
});
