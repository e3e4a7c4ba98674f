import { appendById, isForBooking, setTranslation } from './live-cache';

const item = (id: string, createdAt: string) => ({ id, createdAt });

describe('appendById', () => {
  it('appends a new entry at the end', () => {
    const items = [item('a', '2026-05-01T10:00:00.000Z')];
    appendById(items, item('b', '2026-05-01T10:00:01.000Z'));
    expect(items.map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('ignores an entry it already has (the same event from two rooms, or after a re-fetch)', () => {
    const items = [item('a', '2026-05-01T10:00:00.000Z'), item('b', '2026-05-01T10:00:01.000Z')];
    appendById(items, item('a', '2026-05-01T10:00:00.000Z'));
    expect(items).toHaveLength(2);
  });

  it('puts a late event in time order', () => {
    const items = [item('a', '2026-05-01T10:00:00.000Z'), item('c', '2026-05-01T10:00:02.000Z')];
    appendById(items, item('b', '2026-05-01T10:00:01.000Z'));
    expect(items.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('isForBooking', () => {
  it('keeps only the events of the booking shown', () => {
    expect(isForBooking({ bookingNumber: 'HM-2026-123456001' }, 'HM-2026-123456001')).toBe(true);
    expect(isForBooking({ bookingNumber: 'HM-2026-123456002' }, 'HM-2026-123456001')).toBe(false);
  });
});

describe('setTranslation', () => {
  it('sets the translation on its message, and leaves a list without it alone (a re-fetch brings it)', () => {
    const items: { id: string; translation?: string | null }[] = [{ id: 'a' }, { id: 'b', translation: null }];
    setTranslation(items, 'b', 'pending');
    setTranslation(items, 'b', 'done');
    setTranslation(items, 'z', 'done');
    expect(items).toEqual([{ id: 'a' }, { id: 'b', translation: 'done' }]);
  });
});
