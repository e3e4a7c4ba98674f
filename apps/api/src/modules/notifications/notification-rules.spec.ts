import type { NotificationNotice } from '@hm/contracts';
import { centreRecipients } from './notification-rules.js';

const OWNER = 'owner';
const PRO = 'pro';
const OPERATOR = 'operator';
const parties = (actorId: string, professionalId: string | null = PRO) => ({ ownerId: OWNER, professionalId, actorId });

describe('who finds an event in their notification centre (docs/notifications.md, "Centre")', () => {
  it('pro assigned: the customer, not the pro who took the job', () => {
    const notice: NotificationNotice = { code: 'pro_assigned', professionalName: 'Marc Roy' };
    expect(centreRecipients(notice, parties(PRO))).toEqual([OWNER]);
    expect(centreRecipients(notice, parties(OPERATOR))).toEqual([OWNER]);
  });

  it('en route: the customer only', () => {
    expect(centreRecipients({ code: 'en_route', professionalName: 'Marc Roy', estimatedArrival: null }, parties(PRO))).toEqual([OWNER]);
  });

  it('started: the customer only', () => {
    expect(centreRecipients({ code: 'job_started' }, parties(PRO))).toEqual([OWNER]);
  });

  it('completed: the customer only, also when an operator completes it', () => {
    expect(centreRecipients({ code: 'job_completed' }, parties(PRO))).toEqual([OWNER]);
    expect(centreRecipients({ code: 'job_completed' }, parties(OPERATOR))).toEqual([OWNER]);
  });

  it('details changed: the assigned pro when the customer edits; both when an operator does', () => {
    const notice: NotificationNotice = { code: 'details_updated', fields: ['address'] };
    expect(centreRecipients(notice, parties(OWNER))).toEqual([PRO]);
    expect(centreRecipients(notice, parties(OPERATOR))).toEqual([OWNER, PRO]);
    expect(centreRecipients(notice, parties(OWNER, null))).toEqual([]);
  });

  it('cancelled: the assigned pro when the customer cancels; both when an operator does', () => {
    expect(centreRecipients({ code: 'booking_cancelled', by: 'customer' }, parties(OWNER))).toEqual([PRO]);
    expect(centreRecipients({ code: 'booking_cancelled', by: 'admin' }, parties(OPERATOR))).toEqual([OWNER, PRO]);
    expect(centreRecipients({ code: 'booking_cancelled', by: 'admin' }, parties(OPERATOR, null))).toEqual([OWNER]);
  });

  it('new message: the other party; both when HomeMate (an operator) writes; nobody else without a pro', () => {
    const notice = (from: 'customer' | 'professional' | 'operator'): NotificationNotice => ({
      code: 'message_received',
      from,
      senderName: 'X',
    });
    expect(centreRecipients(notice('customer'), parties(OWNER))).toEqual([PRO]);
    expect(centreRecipients(notice('professional'), parties(PRO))).toEqual([OWNER]);
    expect(centreRecipients(notice('operator'), parties(OPERATOR))).toEqual([OWNER, PRO]);
    expect(centreRecipients(notice('customer'), parties(OWNER, null))).toEqual([]);
  });

  it('review received: the assigned pro, never the customer who wrote it', () => {
    expect(centreRecipients({ code: 'review_received', rating: 5 }, parties(OWNER))).toEqual([PRO]);
  });

  it('tells nobody twice, and never the actor, when the owner is also the pro', () => {
    expect(
      centreRecipients({ code: 'details_updated', fields: ['phone'] }, { ownerId: OWNER, professionalId: OWNER, actorId: OPERATOR }),
    ).toEqual([OWNER]);
    expect(
      centreRecipients({ code: 'details_updated', fields: ['phone'] }, { ownerId: OWNER, professionalId: OWNER, actorId: OWNER }),
    ).toEqual([]);
  });
});
