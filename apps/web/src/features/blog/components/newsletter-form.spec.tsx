import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { NewsletterForm } from './newsletter-form';

describe('the blog newsletter form', () => {
  it('refuses a malformed address with the translated error, focuses it and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<NewsletterForm />, { language: 'fr' });
    await user.type(screen.getByRole('textbox', { name: 'Adresse courriel' }), 'lea@');
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(await screen.findByText('Veuillez entrer une adresse courriel valide.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Adresse courriel' }));
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed address with the language, then empties the field', async () => {
    const calls = fakeApi(() => ({ status: 201, body: { status: 'subscribed' } }));
    const { user } = await renderApp(<NewsletterForm />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), ' lea@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you! You will receive our next articles by e-mail.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: 'blog/newsletter', body: { email: 'lea@example.com', locale: 'en' } }]);
    expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe('');
  });
});
