import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { renderApp } from '../../../test/render-app';
import { InboxMessageForm } from './inbox-message-form';

type Send = (body: string) => Promise<{ error?: FetchBaseQueryError }>;

const renderForm = (onSend: Send) =>
  renderApp(
    <InboxMessageForm
      label="Reply to Émilie"
      hint="E-mailed to emilie@example.com in French."
      sendLabel="Send the reply"
      busyLabel="Sending…"
      sentText="Reply e-mailed to emilie@example.com."
      rows={4}
      onSend={onSend}
    />,
  );

describe("an operator's reply or note on a support request", () => {
  it('refuses a blank text, then sends the trimmed text, says so and empties the field', async () => {
    const onSend = jest.fn<Send>().mockResolvedValue({});
    const { user } = await renderForm(onSend);
    const field = screen.getByRole('textbox', { name: 'Reply to Émilie' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('Write something first.')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();

    await user.type(field, ' Your pro comes at 11. ');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(onSend).toHaveBeenCalledWith('Your pro comes at 11.');
    expect(await screen.findByText('Reply e-mailed to emilie@example.com.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the text and shows the API’s translated error when the request is gone', async () => {
    const onSend = jest.fn<Send>().mockResolvedValue({
      error: { status: 404, data: { statusCode: 404, code: 'SUPPORT_REQUEST_NOT_FOUND', message: 'No such message or question.' } },
    });
    const { user } = await renderForm(onSend);
    const field = screen.getByRole('textbox', { name: 'Reply to Émilie' });
    await user.type(field, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This message no longer exists.');
    expect((field as HTMLTextAreaElement).value).toBe('Hello');
  });
});
