import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { listServices } from '@hm/catalog';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ProApplicationForm } from './pro-application-form';

const [first, second] = listServices();

async function fill(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), ' Marc ');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Gagnon');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'marc@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '(514) 555-0199');
}

describe('the professional application form', () => {
  it('marks the four missing fields with the translated error, focuses the first and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<ProApplicationForm />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Prénom' }));
    expect(calls).toHaveLength(0);
  });

  it('sends the application with the chosen category, then empties the form', async () => {
    const calls = fakeApi(() => ({ status: 201, body: { status: 'pending' } }));
    const { user } = await renderApp(<ProApplicationForm />);
    await fill(user);
    await user.click(screen.getByRole('radio', { name: second!.name.en }));
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(await screen.findByText('Registration successful! We will review your application and contact you soon.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'public/professionals',
        body: {
          firstName: 'Marc',
          lastName: 'Gagnon',
          email: 'marc@example.com',
          phone: '(514) 555-0199',
          serviceCategory: second!.id,
          locale: 'en',
          website: '',
        },
      },
    ]);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: first!.name.en }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the server's field error on its field and focuses it; a known address is told so", async () => {
    let answer = apiError(400, 'VALIDATION_FAILED', { phone: ['INVALID_PHONE'] });
    fakeApi(() => answer);
    const { user } = await renderApp(<ProApplicationForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
    answer = apiError(409, 'PROFESSIONAL_ALREADY_REGISTERED');
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(
      await screen.findByText('This email is already registered as a professional. Please use a different email address.'),
    ).toBeTruthy();
  });
});
