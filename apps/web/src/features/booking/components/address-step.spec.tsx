import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_PREFERENCES, type AuthSession, type Profile } from '@hm/contracts';
import { sessionStarted } from '../../../lib/session/session-slice';
import { useSelector } from 'react-redux';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { addressChanged, selectBookingWizard } from '../slice';
import { AddressStep } from './address-step';

/** The step as the wizard shows it: the address of the store, with a city the server refused. */
function Step({ serviceId = 'plumbing' }: { serviceId?: string | null }) {
  const wizard = useSelector(selectBookingWizard);
  return (
    <AddressStep
      serviceId={serviceId}
      address={wizard.address}
      addressPrefilled={wizard.addressPrefilled}
      fieldErrors={{ city: 'tooLong' }}
    />
  );
}

const postalCode = () => screen.getByRole('textbox', { name: /^Postal code/ });

describe("the booking wizard's address step", () => {
  it('keeps what is typed in the wizard, formats the postal code on leaving it and shows a field error on its field', async () => {
    fakeApi(() => ({ status: 404 }));
    const { user, store } = await renderApp(<Step />);
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), '123 Rue Saint-Denis');
    await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), 'h3b2y5');
    await user.tab();
    expect(store.getState().booking.address).toMatchObject({ address: '123 Rue Saint-Denis', postalCode: 'H3B 2Y5' });
    expect((screen.getByRole('textbox', { name: /^Postal code/ }) as HTMLInputElement).value).toBe('H3B 2Y5');
    expect(screen.getByRole('textbox', { name: /^City/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This text is too long.')).toBeTruthy();
  });

  it('takes access notes and a parking choice, said to be for the assigned pro only', async () => {
    fakeApi(() => ({ status: 404 }));
    const { user, store } = await renderApp(<Step />);
    expect(screen.getByText('Only the professional assigned to your job sees these details.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Access notes/ }), 'Door code 4512');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Parking' }), 'driveway');
    await user.type(screen.getByRole('textbox', { name: /^Parking details/ }), 'Behind the blue car');
    expect(store.getState().booking.address).toMatchObject({
      accessNotes: 'Door code 4512',
      parking: 'driveway',
      parkingNotes: 'Behind the blue car',
    });
    expect(screen.getByRole('textbox', { name: /^Access notes/ }).getAttribute('maxlength')).toBe('300');
  });

  it("prefills the signed-in user's saved address, city and postal code, without overwriting what was typed", async () => {
    const session: AuthSession = {
      accessToken: 'token',
      accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      user: { id: 'u1', email: 'jean@example.com', firstName: 'Jean', lastName: 'Tremblay', role: 'customer', locale: 'fr' },
    };
    const profile: Profile = {
      ...session.user,
      phone: '5145550147',
      address: '77 rue Rachel Est',
      city: 'Montréal',
      postalCode: 'H2J 2H1',
      notifications: DEFAULT_NOTIFICATION_PREFERENCES,
    };
    fakeApi((call) => (call.path === 'me' ? { status: 200, body: profile } : { status: 404 }));
    const { store } = await renderApp(<Step />);
    act(() => {
      store.dispatch(addressChanged({ field: 'city', value: 'Laval' }));
      store.dispatch(sessionStarted(session));
    });
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Address/ }) as HTMLInputElement).value).toBe('77 rue Rachel Est'));
    expect((screen.getByRole('textbox', { name: /^City/ }) as HTMLInputElement).value).toBe('Laval');
    expect((screen.getByRole('textbox', { name: /^Postal code/ }) as HTMLInputElement).value).toBe('H2J 2H1');
  });

  it('says plainly when the postal code is outside Quebec, without asking the server', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<Step />);
    await user.type(postalCode(), 'V6B 1A1');
    expect(await screen.findByText('We are not there yet')).toBeTruthy();
    expect(screen.getByText(/HomeMate works in Quebec only for now/)).toBeTruthy();
    expect(calls.filter((call) => call.path === 'public/service-areas/check')).toEqual([]);
  });

  it('checks a Quebec code and says nothing more when a pro serves it', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { served: true, fsa: 'H2X' } }));
    const { user } = await renderApp(<Step />);
    await user.type(postalCode(), 'h2x1y4');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('public/service-areas/check'));
    expect(screen.queryByRole('heading', { name: /No professional in/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^E-mail address/ })).toBeNull();
  });

  it('offers to be told when an unserved area opens, and says it is noted', async () => {
    const calls = fakeApi((call) =>
      call.path === 'public/service-areas/check'
        ? { status: 200, body: { served: false, fsa: 'J9X' } }
        : { status: 200, body: { status: 'subscribed' } },
    );
    const { user } = await renderApp(<Step />);
    await user.type(postalCode(), 'J9X 1A1');
    expect(await screen.findByRole('heading', { name: 'No professional in J9X yet' })).toBeTruthy();
    expect(screen.getByText('No professional offers Plumbing in the J9X area yet, so we cannot take this booking.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'gabrielle@example.com');
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(await screen.findByText('Done. We will write to gabrielle@example.com as soon as a professional serves J9X.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: 'public/service-areas/waitlist',
      body: { email: 'gabrielle@example.com', serviceId: 'plumbing', postalCode: 'J9X 1A1', locale: 'en' },
    });
  });
});
