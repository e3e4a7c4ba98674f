import { describe, expect, it } from '@jest/globals';
import * as c from './business-constants.js';

// These values are promises made to users; a change should be deliberate.
describe('business constants', () => {
  it('keeps the spec timings', () => {
    expect(c.SUCCESS_MESSAGE_DISPLAY_MS).toBe(3000);
    expect(c.SEARCH_DEBOUNCE_MS).toBe(500);
    expect(c.AUTH_CALLBACK_SUCCESS_REDIRECT_MS).toBe(1500);
    expect(c.AUTH_CALLBACK_FAILURE_REDIRECT_MS).toBe(3000);
    expect(c.BOOKING_DELETE_REDIRECT_MS).toBe(2000);
    expect([c.HERO_TAGLINE_ROTATION_MS, c.MOBILE_REVIEW_ROTATION_MS, c.DESKTOP_REVIEW_GROUP_ROTATION_MS]).toEqual([3000, 8000, 10_000]);
  });

  it('keeps session lengths of one hour and thirty days', () => {
    expect(c.SESSION_TTL_SECONDS).toBe(60 * 60);
    expect(c.REMEMBER_ME_SESSION_TTL_SECONDS).toBe(30 * 24 * 60 * 60);
  });

  it('keeps the blog limits', () => {
    expect(c.BLOG_PAGE_SIZE).toBe(12);
    expect(c.BLOG_IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(c.BLOG_CATEGORIES).toHaveLength(8);
    expect(new Set(c.BLOG_CATEGORIES).size).toBe(8);
    expect(c.BLOG_CATEGORIES).toContain(c.BLOG_POPULAR_TIPS_CATEGORY);
    expect(c.BLOG_SORTS).toContain(c.BLOG_DEFAULT_SORT);
  });

  it('retries the chat with 2^n second back-off', () => {
    expect(c.CHAT_RETRY_DELAYS_MS).toHaveLength(c.CHAT_MAX_RETRIES);
    expect(c.CHAT_RETRY_DELAYS_MS).toEqual([0, 1, 2].map((n) => 2 ** n * 1000));
  });

  it('uses Quebec sales taxes as rates', () => {
    expect(c.GST_RATE + c.QST_RATE).toBeCloseTo(0.14975, 10);
  });
});
