import { DEFAULT_LIST_STATE, parseListState, sortBy, toListQuery, toSearchParams, withFilter, withPage } from './list-state';

describe('dashboard list state in the URL', () => {
  it('reads the defaults from a plain URL: created_at descending, page 1, no filter', () => {
    expect(parseListState(new URLSearchParams(''))).toEqual(DEFAULT_LIST_STATE);
    expect(DEFAULT_LIST_STATE).toMatchObject({ sort: 'createdAt', direction: 'desc', page: 1, status: null, search: '' });
  });

  it('round-trips every field through the URL, so a reload keeps the list as it was', () => {
    const state = { status: 'cancelled', search: 'HM-2026', sort: 'bookingNumber', direction: 'asc', page: 3 } as const;
    const params = toSearchParams(state);
    expect(params.toString()).toBe('status=cancelled&q=HM-2026&sort=bookingNumber&dir=asc&page=3');
    expect(parseListState(params)).toEqual(state);
  });

  it('leaves defaults out of the URL and keeps parameters that are not the list’s', () => {
    expect(toSearchParams(DEFAULT_LIST_STATE).toString()).toBe('');
    const base = new URLSearchParams('days=30&page=4&q=old');
    expect(toSearchParams(DEFAULT_LIST_STATE, base).toString()).toBe('days=30');
  });

  it('ignores values the API would refuse instead of sending them', () => {
    const state = parseListState(new URLSearchParams('status=archived&sort=password&dir=up&page=-2'));
    expect(state).toEqual(DEFAULT_LIST_STATE);
    expect(parseListState(new URLSearchParams('page=0')).page).toBe(1);
    expect(parseListState(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parseListState(new URLSearchParams('status=unassigned')).status).toBe('unassigned');
  });

  it('sends the trimmed search and leaves out empty filters', () => {
    expect(toListQuery({ ...DEFAULT_LIST_STATE, search: '   ' })).toEqual({ sort: 'createdAt', direction: 'desc', page: 1 });
    expect(toListQuery({ ...DEFAULT_LIST_STATE, search: ' tremblay ', status: 'pending', page: 2 })).toEqual({
      status: 'pending',
      search: 'tremblay',
      sort: 'createdAt',
      direction: 'desc',
      page: 2,
    });
  });
});

describe('sorting and filtering rules', () => {
  it('a click on the sorted column flips its direction', () => {
    const once = sortBy({ ...DEFAULT_LIST_STATE, page: 4 }, 'createdAt');
    expect(once).toMatchObject({ sort: 'createdAt', direction: 'asc', page: 1 });
    expect(sortBy(once, 'createdAt').direction).toBe('desc');
  });

  it('a new column sorts ascending, whatever the previous direction', () => {
    expect(sortBy({ ...DEFAULT_LIST_STATE, direction: 'desc' }, 'status')).toMatchObject({ sort: 'status', direction: 'asc' });
    expect(sortBy({ ...DEFAULT_LIST_STATE, sort: 'status', direction: 'asc' }, 'bookingNumber').direction).toBe('asc');
  });

  it('a new status or search goes back to page 1; paging keeps the filters', () => {
    const onPage3 = { ...DEFAULT_LIST_STATE, status: 'pending', page: 3 } as const;
    expect(withFilter(onPage3, { status: 'completed' })).toMatchObject({ status: 'completed', page: 1 });
    expect(withFilter(onPage3, { search: 'x' })).toMatchObject({ status: 'pending', search: 'x', page: 1 });
    expect(withPage(onPage3, 5)).toMatchObject({ status: 'pending', page: 5 });
    expect(withPage(onPage3, 0).page).toBe(1);
  });
});
