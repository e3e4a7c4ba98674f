import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { InlineSignupForm } from './inline-signup-form';

const SESSION = {
  accessToken: 'token',
  accessTokenExpiresAt: '2099-01-01T00:00:00.000Z',
  user: { id: 'u1', email: 'jean@example.com', firstName: 'Jean', lastName: 'Tremblay', role: 'customer', locale: 'fr' },
};

async function renderForm(language: 'en' | 'fr' = 'en') {
  const onEmailChange = jest.fn<(email: string) => void>();
  const view = await renderApp(<InlineSignupForm email="" onEmailChange={onEmailChange} onSwitch={() => undefined} />, { language });
  return { ...view, onEmailChange };
}

async function fillValidForm(user: Awaited<ReturnType<typeof renderForm>>['user']) {
  await user.type(screen.getByLabelText(/^First name/), ' Jean ');
  await user.type(screen.getByLabelText(/^Last name/), 'Tremblay');
  await user.type(screen.getByLabelText(/^Phone/), '514 555-1234');
  await user.type(screen.getByLabelText(/^Email/), 'jean@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Montreal2026');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Montreal2026');
  await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
}

describe('the booking wizard sign-up form', () => {
  it('shows each missing field with its translated error, focuses the first, and calls nobody', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderForm('fr');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const firstName = screen.getByLabelText(/^Prénom/);
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(firstName);
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(6);
    expect(screen.getByText("Vous devez accepter les conditions d'utilisation et la politique de confidentialité.")).toBeTruthy();
    const errorId = firstName.getAttribute('aria-describedby');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Ce champ est obligatoire.');
    expect(calls).toHaveLength(0);
  });

  it('says what is wrong with the e-mail, the password and its confirmation, and follows the corrections', async () => {
    fakeApi(() => ({ status: 500 }));
    const { user } = await renderForm();
    await user.type(screen.getByLabelText(/^Email/), 'jean@');
    await user.type(screen.getByLabelText(/^Password/), 'abcdefgh');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('The password must contain at least 8 characters, including an uppercase letter and a number.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Montreal2026');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
  });

  it('sends the trimmed details, the normalised phone, the language and the bot traps', async () => {
    const calls = fakeApi(() => ({ status: 201, body: SESSION }));
    const { user, store, onEmailChange } = await renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(store.getState().auth.status).toBe('signed-in'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'auth/signup',
      body: {
        firstName: 'Jean',
        lastName: 'Tremblay',
        phone: '5145551234',
        email: 'jean@example.com',
        password: 'Montreal2026',
        locale: 'en',
        acceptTerms: true,
        website: '',
      },
    });
    expect(typeof (calls[0]?.body as { fillTimeMs: unknown }).fillTimeMs).toBe('number');
    expect(onEmailChange).toHaveBeenLastCalledWith('jean@example.com');
  });

  it("shows the booking flow's text when the e-mail already has an account", async () => {
    fakeApi(() => apiError(409, 'EMAIL_TAKEN'));
    const { user } = await renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('An account already exists with this email address. You can sign in instead.')).toBeTruthy();
  });
});
