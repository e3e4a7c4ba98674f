import { DEFAULT_NOTIFICATION_PREFERENCES } from '@hm/contracts';
import { MAIL_CATEGORIES, wantsMail } from './mail-categories.js';

describe('which e-mails a person gets', () => {
  const none = { bookingUpdates: false, messages: false, tipsAndOffers: false };

  it('sends booking updates only to who wants them', () => {
    for (const template of ['bookingProAssigned', 'bookingEnRoute', 'bookingCompleted', 'bookingReminder', 'proJobUpdated'] as const) {
      expect(wantsMail(template, DEFAULT_NOTIFICATION_PREFERENCES)).toBe(true);
      expect(wantsMail(template, none)).toBe(false);
    }
  });

  it('mails unread messages only to who wants them, apart from booking updates', () => {
    const onlyMessages = { ...none, messages: true };
    for (const template of ['unreadMessage', 'unreadMessages'] as const) {
      expect(wantsMail(template, onlyMessages)).toBe(true);
      expect(wantsMail(template, { ...DEFAULT_NOTIFICATION_PREFERENCES, messages: false })).toBe(false);
    }
    expect(wantsMail('proJobUpdated', onlyMessages)).toBe(false);
  });

  it('always sends what concerns an account, money, security or a cancellation', () => {
    for (const template of [
      'welcome',
      'resetPassword',
      'bookingConfirmation',
      'bookingCancelled',
      'proJobCancelled',
      'proInvitation',
    ] as const) {
      expect(wantsMail(template, none)).toBe(true);
    }
  });

  it('files every template under a category that has a switch, or under always', () => {
    const categories = new Set(Object.values(MAIL_CATEGORIES));
    for (const category of categories) expect(['always', ...Object.keys(DEFAULT_NOTIFICATION_PREFERENCES)]).toContain(category);
  });
});
