import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ForgotPasswordPage } from './forgot-password-page';

describe('the forgot-password page', () => {
  it('asks for the address in the page language, focuses it and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<ForgotPasswordPage />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Envoyer les instructions' }));
    expect(await screen.findByText('Veuillez entrer votre adresse courriel.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Courriel' }));
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed address with the language and says the instructions left', async () => {
    const calls = fakeApi(() => ({ status: 202 }));
    const { user } = await renderApp(<ForgotPasswordPage />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' lea@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByText('Password reset instructions have been sent to your email.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: 'auth/forgot-password', body: { email: 'lea@example.com', locale: 'en' } }]);
  });
});
