/** At most `limit` requests (or events) in each window of `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}
