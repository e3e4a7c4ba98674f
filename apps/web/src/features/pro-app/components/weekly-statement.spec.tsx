import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ProWeeklyStatementView } from '@hm/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { WeeklyStatement } from './weekly-statement';

const line = {
  bookingNumber: 'HM-2026-000000042',
  subServiceName: 'Leak repair',
  paidOn: '2026-11-25',
  earnedCents: 12_800,
  commissionPercent: 15,
  commissionCents: 1_920,
  netCents: 10_880,
  tipCents: 1_500,
  collectedCents: 12_768,
};
const statement: ProWeeklyStatementView = {
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  lines: [line],
  totals: { earnedCents: 12_800, commissionCents: 1_920, netCents: 10_880, tipCents: 1_500, collectedCents: 12_768, balanceCents: -388 },
};

describe("a pro's weekly statement", () => {
  it('lists the jobs paid that week with their totals, says who owes whom, and takes the focus', async () => {
    const calls = fakeApi(() => ({ status: 200, body: statement }));
    await renderApp(<WeeklyStatement weekStart="2026-11-23" onClose={() => undefined} />);
    const heading = await screen.findByRole('heading', { name: 'Statement for the week of Nov 23, 2026 to Nov 29, 2026' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('cell', { name: 'Leak repair · HM-2026-000000042' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$19.20 (15%)' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: '$108.80' })).toHaveLength(2);
    expect(
      screen.getByText('You owe HomeMate $3.88 for this week: its commission and the taxes you collected for it, less the offers it pays.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the CSV' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: 'pro/statements/2026-11-23', body: undefined }]);
  });

  it('says when no job was paid, and goes back to the weeks', async () => {
    fakeApi(() => ({ status: 200, body: { ...statement, lines: [], totals: { ...statement.totals, balanceCents: 0 } } }));
    const onClose = jest.fn();
    const { user } = await renderApp(<WeeklyStatement weekStart="2026-11-23" onClose={onClose} />, { language: 'fr' });
    expect(await screen.findByText('Aucun travail n’a été payé cette semaine.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger le CSV' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retour à toutes les semaines' }));
    expect(onClose).toHaveBeenCalled();
  });
});
