import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { ProfessionalApplicationView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { PendingProfessionals } from './pending-professionals';

const application: ProfessionalApplicationView = {
  id: '0c9f7a52-2b7e-4a57-9d0c-5b8f0e1d2a31',
  firstName: 'Julie',
  lastName: 'Gagnon',
  email: 'julie@example.com',
  phone: '+15145550199',
  categories: ['plumbing'],
  status: 'pending',
  userId: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  reviewedAt: null,
};

describe("the console's decisions on a pro's application", () => {
  it('asks why in the reason dialog before rejecting, and sends the trimmed reason with the e-mail choice', async () => {
    let decided = false;
    const calls = fakeApi((call) => {
      if (call.method !== 'POST') return { status: 200, body: decided ? [] : [application] };
      decided = true;
      return { status: 200, body: { ...application, status: 'rejected' } };
    });
    const { user } = await renderApp(<PendingProfessionals />);
    await user.click(await screen.findByRole('button', { name: 'Reject Julie Gagnon' }));

    const dialog = screen.getByRole('dialog', { name: 'Reject Julie Gagnon?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason \(kept in the audit log; never sent to the applicant\)/ });
    expect(document.activeElement).toBe(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the reason.')).toBeTruthy();
    await user.type(reason, ' no ');
    expect(await within(dialog).findByText('The reason needs at least 3 characters.')).toBeTruthy();
    await user.clear(reason);
    await user.type(reason, '  No RBQ licence.  ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail the applicant that the application was declined' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `admin/professional-applications/${application.id}/reject`,
        body: { reason: 'No RBQ licence.', notify: true },
      },
    ]);
    expect(await screen.findByText('The application of Julie Gagnon was rejected.')).toBeTruthy();
  });

  it("shows the API's refusal of the reason in the dialog, translated, and keeps it open", async () => {
    fakeApi((call) =>
      call.method === 'POST' ? apiError(400, 'VALIDATION_FAILED', { reason: ['TOO_LONG'] }) : { status: 200, body: [application] },
    );
    const { user } = await renderApp(<PendingProfessionals />, { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Refuser Julie Gagnon' }));
    const dialog = screen.getByRole('dialog', { name: /Refuser Julie Gagnon/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Hors de nos secteurs.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await within(dialog).findByText('Le motif compte au plus 500 caractères.')).toBeTruthy();
  });

  it('approves after a confirmation, with the note when one is written and none otherwise', async () => {
    const calls = fakeApi((call) =>
      call.method === 'POST' ? { status: 200, body: { ...application, status: 'approved' } } : { status: 200, body: [application] },
    );
    const { user } = await renderApp(<PendingProfessionals />);
    await user.click(await screen.findByRole('button', { name: 'Approve Julie Gagnon' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Approve Julie Gagnon?' });
    const note = within(dialog).getByRole('textbox', { name: /Note \(optional/ });
    await user.type(note, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('The note needs at least 3 characters, or none at all.')).toBeTruthy();
    await user.clear(note);
    await user.type(note, ' Licence checked on the RBQ registry. ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Approve Julie Gagnon' }));
    dialog = screen.getByRole('alertdialog', { name: 'Approve Julie Gagnon?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { note: 'Licence checked on the RBQ registry.' },
      {},
    ]);
  });
});
