// Content moderation (docs/operations.md "Content moderation"): operators hide a blog post or a
// comment with a reason, or restore it. A hidden post leaves the public blog (list, search,
// sidebars, sitemap; its page is not found) but its author still sees it, marked hidden with the
// reason; a hidden comment leaves the public thread and the comment counts. The author is e-mailed
// in their language, and each action is in the audit log.
import { bookingTextError } from './booking-fields.js';
import type { BlogPostStatus } from './business-constants.js';

export const MODERATION_KINDS = ['post', 'comment'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const ADMIN_CONTENT_ROUTE = 'admin/content';
/** GET ?search&state&page -> ModerationPostListView / ModerationCommentListView. */
export const adminContentListRoute = (kind: ModerationKind): string => `${ADMIN_CONTENT_ROUTE}/${kind}s`;
/** POST ModerationHideRequest -> the item's view (409 CONTENT_ALREADY_HIDDEN, 404 CONTENT_NOT_FOUND). */
export const adminContentHideRoute = (kind: ModerationKind, id: string): string =>
  `${adminContentListRoute(kind)}/${encodeURIComponent(id)}/hide`;
/** POST (no body) -> the item's view (409 CONTENT_NOT_HIDDEN, 404 CONTENT_NOT_FOUND). */
export const adminContentRestoreRoute = (kind: ModerationKind, id: string): string =>
  `${adminContentListRoute(kind)}/${encodeURIComponent(id)}/restore`;

export const MODERATION_PAGE_SIZE = 30;
/** The operator's reason, trimmed, in characters. */
export const MODERATION_REASON_MIN_LENGTH = 3;
export const MODERATION_REASON_MAX_LENGTH = 500;
/** A comment's first characters, as the console lists it. */
export const MODERATION_EXCERPT_LENGTH = 160;

/** Field error codes of a reason (`fields.reason` of a 400 VALIDATION_FAILED). */
export const ModerationReasonError = {
  Required: 'REQUIRED',
  TooShort: 'TOO_SHORT',
  TooLong: 'TOO_LONG',
  /** A control character other than line breaks and tabs. */
  InvalidText: 'INVALID_TEXT',
} as const;
export type ModerationReasonError = (typeof ModerationReasonError)[keyof typeof ModerationReasonError];

/** The reason rule, on the trimmed value: MODERATION_REASON_MIN_LENGTH to MODERATION_REASON_MAX_LENGTH characters of text. */
export function moderationReasonError(value: unknown): ModerationReasonError | null {
  const text = bookingTextError(value, { maxLength: MODERATION_REASON_MAX_LENGTH, multiline: true });
  if (text) return text as ModerationReasonError;
  return (value as string).trim().length < MODERATION_REASON_MIN_LENGTH ? ModerationReasonError.TooShort : null;
}

/** GET the lists: newest first. `state`: only hidden or only visible items; any when absent. */
export interface ModerationQuery {
  /** The title, the text or the author's name or e-mail contains this. */
  search?: string;
  state?: 'hidden' | 'visible';
  page?: number;
}

/** Set while an item is hidden. */
export interface ModerationHidden {
  /** ISO instant. */
  at: string;
  reason: string;
}

export interface ModerationAuthor {
  id: string;
  name: string;
  email: string;
}

export interface ModerationPostView {
  id: string;
  slug: string;
  title: string;
  status: BlogPostStatus;
  author: ModerationAuthor;
  /** Visible comments. */
  commentsCount: number;
  /** ISO instants. */
  createdAt: string;
  publishedAt: string | null;
  hidden: ModerationHidden | null;
}

export interface ModerationCommentView {
  id: string;
  /** The first MODERATION_EXCERPT_LENGTH characters. */
  excerpt: string;
  /** Whether it answers another comment. */
  isReply: boolean;
  post: { slug: string; title: string };
  author: ModerationAuthor;
  /** ISO instant. */
  createdAt: string;
  hidden: ModerationHidden | null;
}

export interface ModerationPostListView {
  items: ModerationPostView[];
  page: number;
  totalPages: number;
  total: number;
}

export interface ModerationCommentListView {
  items: ModerationCommentView[];
  page: number;
  totalPages: number;
  total: number;
}

/** POST …/hide */
export interface ModerationHideRequest {
  reason: string;
}
