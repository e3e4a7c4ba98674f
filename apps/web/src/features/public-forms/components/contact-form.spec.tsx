import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ContactForm } from './contact-form';
import { FaqQuestionForm } from './faq-question-form';

async function fillSender(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string) {
  await user.type(screen.getByLabelText(/^First name/), ' Paul ');
  await user.type(screen.getByLabelText(/^Last name/), 'Nguyen');
  await user.type(screen.getByLabelText(/^Email/), email);
}

describe('the contact form', () => {
  it('marks the four missing fields with the translated error, focuses the first and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<ContactForm />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Prénom/));
    expect(calls).toHaveLength(0);
  });

  it('sends the message trimmed with the subject and the language, then empties the form', async () => {
    const calls = fakeApi(() => ({ status: 201, body: { received: true } }));
    const { user } = await renderApp(<ContactForm />);
    await fillSender(user, 'paul@example.com');
    await user.selectOptions(screen.getByLabelText('Subject'), 'support');
    await user.type(screen.getByLabelText(/^Message/), 'My invoice is missing. ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText("Thanks for reaching out! We'll get back to you soon.")).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'public/contact-messages',
        body: {
          firstName: 'Paul',
          lastName: 'Nguyen',
          email: 'paul@example.com',
          subject: 'support',
          message: 'My invoice is missing.',
          locale: 'en',
          website: '',
        },
      },
    ]);
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Subject') as HTMLSelectElement).value).toBe('general');
  });
});

describe('the FAQ question form', () => {
  it("shows the server's field error on its field and focuses it", async () => {
    fakeApi(() => apiError(400, 'VALIDATION_FAILED', { email: ['INVALID_EMAIL'] }));
    const { user } = await renderApp(<FaqQuestionForm />);
    await fillSender(user, 'paul@example.com');
    await user.type(screen.getByLabelText(/^Your question/), 'Do you work on Sundays?');
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    expect(await screen.findByText('Invalid email format.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(screen.queryByText("Thank you! We'll get back to you soon!")).toBeNull();
  });
});
