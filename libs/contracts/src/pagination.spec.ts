import { describe, expect, it } from '@jest/globals';
import { DASHBOARD_PAGE_SIZE } from './business-constants.js';
import { pageRange, totalPages } from './pagination.js';

describe('totalPages', () => {
  it('is at least 1, even with no rows', () => {
    expect(totalPages(0, DASHBOARD_PAGE_SIZE)).toBe(1);
  });

  it('rounds up', () => {
    expect(totalPages(66, DASHBOARD_PAGE_SIZE)).toBe(1);
    expect(totalPages(67, DASHBOARD_PAGE_SIZE)).toBe(2);
    expect(totalPages(132, DASHBOARD_PAGE_SIZE)).toBe(2);
    expect(totalPages(25, 12)).toBe(3);
  });

  it('refuses a page size below 1', () => {
    expect(() => totalPages(10, 0)).toThrow(RangeError);
  });
});

describe('pageRange', () => {
  it('covers rows start..start+65 of a 66-row page', () => {
    expect(pageRange(1, DASHBOARD_PAGE_SIZE)).toEqual({ offset: 0, limit: 66 });
    const second = pageRange(2, DASHBOARD_PAGE_SIZE);
    expect(second).toEqual({ offset: 66, limit: 66 });
    expect(second.offset + second.limit - 1).toBe(66 + 65);
  });

  it('refuses page 0', () => {
    expect(() => pageRange(0, 12)).toThrow(RangeError);
  });
});
