import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { wizardOpened } from '../slice';
import { BookingWizard } from './booking-wizard';

async function openWizard(language: 'en' | 'fr' = 'en') {
  fakeApi(() => ({ status: 401 }));
  const view = await renderApp(<BookingWizard />, { language });
  act(() => {
    view.store.dispatch(wizardOpened({ serviceId: 'handyman' }));
  });
  return view;
}

const next = () => screen.getByRole('button', { name: 'Next' });

describe('the booking wizard, from a service tile', () => {
  it('moves on only once each step is complete, keeping what was chosen on the way back', async () => {
    const { user } = await openWizard();
    expect(await screen.findByRole('heading', { name: 'Choose a subcategory' })).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getAllByRole('radio')[0]!);
    expect(next().hasAttribute('disabled')).toBe(false);
    await user.click(next());

    expect(await screen.findByRole('heading', { name: 'When should the pro come?' })).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^Date/), '2020-01-01');
    expect(await screen.findByText('The date cannot be in the past. Choose today or a later date.')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose a subcategory' })).toBeTruthy();
    expect((screen.getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
  });
});
