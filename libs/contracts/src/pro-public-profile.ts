// Reviews with trust (docs/verified-trades.md "Reviews"): a pro's public profile — their verified
// credentials, the average rating, the number of reviews and of completed jobs, from the data, and the
// latest reviews — and the pro's one public answer to a review of their job.
import type { PublicCredentialView } from './pro-credentials.js';

export const REVIEW_REPLY_MAX_LENGTH = 1000;
/** The public profile shows this many of the latest reviews. */
export const PUBLIC_PROFILE_REVIEWS_LIMIT = 10;

export interface ReviewReplyView {
  text: string;
  /** ISO instant. */
  createdAt: string;
}

/** A review as anyone may read it: the customer's first name only. */
export interface PublicReviewView {
  rating: number;
  comment: string;
  customerFirstName: string;
  createdAt: string;
  reply: ReviewReplyView | null;
}

/** GET /api/public/pros/:userId — never a phone, an address, a document or a policy number. */
export interface PublicProProfileView {
  userId: string;
  firstName: string;
  /** The last name's initial ("G."). */
  lastInitial: string;
  photoUrl: string | null;
  categories: string[];
  bioFr: string | null;
  bioEn: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  completedJobsCount: number;
  credentials: PublicCredentialView[];
  latestReviews: PublicReviewView[];
}

/** POST /api/pro/reviews/:bookingNumber/reply */
export interface ReviewReplyRequest {
  reply: string;
}

/** The field code of a reply, or null when it is fine (trimmed; line breaks allowed, no other control character). */
export function reviewReplyError(reply: unknown): 'REQUIRED' | 'TOO_LONG' | 'INVALID_TEXT' | null {
  if (typeof reply !== 'string' || reply.trim() === '') return 'REQUIRED';
  if (reply.trim().length > REVIEW_REPLY_MAX_LENGTH) return 'TOO_LONG';
  return /[^\P{Cc}\n\r\t]/u.test(reply) ? 'INVALID_TEXT' : null;
}

export const PRO_PUBLIC_ROUTES = {
  profile: 'public/pros/:userId', // GET -> PublicProProfileView (404 NOT_FOUND)
  reply: 'pro/reviews/:bookingNumber/reply', // POST ReviewReplyRequest -> PublicReviewView (404 REVIEW_NOT_FOUND, 409 REVIEW_REPLY_EXISTS)
} as const;
