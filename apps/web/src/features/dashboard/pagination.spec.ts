import { DASHBOARD_PAGE_SIZE } from '@hm/contracts';
import { pageItems, totalPagesOf, type PageItem } from './pagination';

const show = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…')).join(' ');

describe('total pages', () => {
  it('is the ceiling of total / 66, at least 1', () => {
    expect(DASHBOARD_PAGE_SIZE).toBe(66);
    expect(totalPagesOf(0, DASHBOARD_PAGE_SIZE)).toBe(1);
    expect(totalPagesOf(1, DASHBOARD_PAGE_SIZE)).toBe(1);
    expect(totalPagesOf(66, DASHBOARD_PAGE_SIZE)).toBe(1);
    expect(totalPagesOf(67, DASHBOARD_PAGE_SIZE)).toBe(2);
    expect(totalPagesOf(1000, DASHBOARD_PAGE_SIZE)).toBe(16);
  });
});

describe('page numbers of the pager', () => {
  it('lists every page when there are few', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(2, 5))).toBe('1 2 3 4 5');
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(show(pageItems(1, 16))).toBe('1 2 … 16');
    expect(show(pageItems(8, 16))).toBe('1 … 7 8 9 … 16');
    expect(show(pageItems(16, 16))).toBe('1 … 15 16');
  });

  it('prints a lone missing page instead of a gap', () => {
    expect(show(pageItems(4, 16))).toBe('1 2 3 4 5 … 16');
  });

  it('clamps a page past the end', () => {
    expect(show(pageItems(40, 3))).toBe('1 2 3');
  });
});
