// Business constants, shared by web, api and worker so that a number the
// product promises (a delay, a limit, a page size) lives in exactly one place.
// Durations are in milliseconds unless the name says otherwise.

// ---- Feedback timings -------------------------------------------------------

export const SUCCESS_MESSAGE_DISPLAY_MS = 3000;
export const SIMULATED_FORM_DELAY_MS = 1000;
export const DUPLICATE_SIGNUP_REDIRECT_MS = 3000;
export const LOGIN_SUCCESS_REDIRECT_MS = 1000;
export const RESET_PASSWORD_REDIRECT_MS = 3000;
export const BOOKING_DELETE_REDIRECT_MS = 2000;
export const PENDING_BOOKING_MESSAGES_REFETCH_MS = 1000;
/** Reservation update banner and profile messages. */
export const UPDATE_BANNER_DISPLAY_MS = 3000;
export const AUTH_CALLBACK_SUCCESS_REDIRECT_MS = 1500;
export const AUTH_CALLBACK_FAILURE_REDIRECT_MS = 3000;
export const BLOG_POST_CREATED_REDIRECT_MS = 1500;
export const SEARCH_DEBOUNCE_MS = 500;

// ---- Carousels --------------------------------------------------------------

export const HERO_TAGLINE_ROTATION_MS = 3000;
export const PROMO_BANNER_ROTATION_MS = 3000;
export const MOBILE_REVIEW_ROTATION_MS = 8000;
export const DESKTOP_REVIEW_GROUP_ROTATION_MS = 10_000;
export const DESKTOP_REVIEW_GROUP_SIZE = 3;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 50;

// ---- Booking ----------------------------------------------------------------

export const BOOKING_NUMBER_PREFIX = 'HM';
/** Booking date and time are the customer's wall-clock values in this zone. */
export const BOOKING_TIME_ZONE = 'America/Toronto';
/** First bookable hour (inclusive), 24h clock. */
export const BOOKING_FIRST_HOUR = 8;
/** Last bookable hour (inclusive): its :00 and :30 slots are offered. */
export const BOOKING_LAST_HOUR = 20;
export const BOOKING_SLOT_INTERVAL_MINUTES = 30;
/** No visit may start sooner than this after it is booked or moved (docs/booking-rules.md). */
export const BOOKING_LEAD_TIME_MINUTES = 120;
export const TIME_PICKER_MINUTE_STEP = 15;
/** The customer is told the pro arrives within this long after the booked time (docs/booking-rules.md). */
export const ARRIVAL_WINDOW_MINUTES = 120;
/** An estimated arrival a pro gives must be within this long from now. */
export const ARRIVAL_ESTIMATE_MAX_AHEAD_MINUTES = 12 * 60;
/**
 * Rescheduling and cancelling are free until this many hours before the visit; the customer's change
 * after that costs LATE_CHANGE_FEE_CENTS (docs/booking-rules.md, "Edits" and "Cancellations").
 */
export const FREE_CHANGE_NOTICE_HOURS = 24;
/** The late-change fee, flat, before taxes (GST and QST are added when it is charged). */
export const LATE_CHANGE_FEE_CENTS = 4000;
/** Canada only: bookings take Quebec postal codes (docs/booking-rules.md, Where). */
export const ADDRESS_AUTOCOMPLETE_COUNTRIES = ['ca'] as const;

// ---- Pros' schedules and free slots (docs/pros.md "Availability", docs/booking-rules.md "Free slots")

/**
 * Travel time kept free after every job, before the same pro's next one: a job occupies its pro for
 * the sub-service's duration (libs/catalog, sub-service-durations.ts) plus this.
 */
export const JOB_TRAVEL_BUFFER_MINUTES = 30;
/** The booking wizard offers free slots over this many Montreal days, today included. */
export const AVAILABILITY_HORIZON_DAYS = 30;
/** Working hours lie within this window of the Montreal day ('HH:MM'). */
export const PRO_HOURS_EARLIEST = '07:00';
export const PRO_HOURS_LATEST = '21:00';
/** Working hours start and end on this step. */
export const PRO_HOURS_STEP_MINUTES = 15;
export const PRO_HOURS_INTERVALS_PER_DAY_MAX = 6;
/** Days off may be set up to this many days after today (Montreal). */
export const PRO_DAYS_OFF_MAX_AHEAD_DAYS = 365;
export const PRO_DAYS_OFF_RANGES_MAX = 100;

// ---- Accounts ---------------------------------------------------------------

// The original booking-step signup accepted 6 characters while every other path asked for 8.
// We enforce one server-side rule on every sign-up path, so only the stricter minimum exists.
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work of hashing an attacker-chosen input. */
export const PASSWORD_MAX_LENGTH = 128;
export const SESSION_TTL_SECONDS = 3600;
export const REMEMBER_ME_SESSION_TTL_SECONDS = 2_592_000;

// ---- Dashboard --------------------------------------------------------------

export const DASHBOARD_PAGE_SIZE = 66;
export const DASHBOARD_DEFAULT_SORT_COLUMN = 'createdAt';
/** Longest dashboard search (names, e-mail, booking number): the API refuses more, the web stops there. */
export const DASHBOARD_SEARCH_MAX_LENGTH = 100;
export const DASHBOARD_DEFAULT_SORT_DIRECTION = 'desc';
export const DASHBOARD_ACTIVITY_PERIOD_DAYS = [7, 30, 90] as const;

// ---- Notification centre ----------------------------------------------------

/** Notifications per page of the bell's list (docs/notifications.md, "Notification centre"). */
export const NOTIFICATION_PAGE_SIZE = 20;

// ---- Blog -------------------------------------------------------------------

export const BLOG_PAGE_SIZE = 12;
export const BLOG_MAX_PAGINATION_BUTTONS = 5;
export const BLOG_READ_WORDS_PER_MINUTE = 200;
export const BLOG_TAGS_PER_CARD = 3;
export const BLOG_POPULAR_TAGS_COUNT = 15;
export const BLOG_FILTER_TAGS_COUNT = 20;
export const BLOG_FEATURED_SECONDARY_COUNT = 2;
export const BLOG_LIST_SKELETON_COUNT = 6;
export const BLOG_COMMENT_SKELETON_COUNT = 3;
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const BLOG_SORTS = ['newest', 'oldest', 'popular', 'trending'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];
export const BLOG_DEFAULT_SORT: BlogSort = 'newest';

export const BLOG_VIEWS = ['grid', 'list'] as const;
export type BlogView = (typeof BLOG_VIEWS)[number];
export const BLOG_DEFAULT_VIEW: BlogView = 'grid';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

// Stored as stable keys, not English labels, so a post's category survives a language
// switch and a wording change; libs/i18n turns each key into its fr/en label.
export const BLOG_CATEGORIES = [
  'technology',
  'home_improvement',
  'lifestyle',
  'tips_and_tricks',
  'industry_news',
  'how_to_guides',
  'reviews',
  'maintenance',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
/** Target of the blog hero's "Popular Tips" button. */
export const BLOG_POPULAR_TIPS_CATEGORY: BlogCategory = 'tips_and_tricks';

// ---- Chat assistant ---------------------------------------------------------

export const CHAT_MAX_RETRIES = 3;
/** Back-off of 2^n seconds before retry n+1. */
export const CHAT_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
export const CHAT_MAX_TOKENS = 500;
export const CHAT_TEMPERATURE = 0.7;
export const CHAT_PANEL_WIDTH_PX = 380;
export const CHAT_PANEL_HEIGHT_PX = 600;
/** A reply mentioning one of these offers the "book a professional" button. */
export const CHAT_BOOKING_CUE_WORDS = ['professionnel', 'expert', 'spécialiste'] as const;

// ---- Reservation messages panel ---------------------------------------------

export const MESSAGES_PANEL_MAX_HEIGHT_PX = 500;
export const MESSAGE_TEXT_ROWS = 3;
export const MESSAGE_TEXTAREA_ROWS = 4;
export const MESSAGES_SCROLL_VISIBILITY_THRESHOLD = 0.2;

// ---- Client plumbing --------------------------------------------------------

export const TRANSLATION_LOAD_PARALLEL_READS = 10;
export const TRANSLATION_LOAD_RETRIES = 5;
/** Doubles on each retry. */
export const TRANSLATION_LOAD_RETRY_DELAY_MS = 350;
export const AUTH_TOKEN_REFRESH_CHECK_INTERVAL_MS = 30_000;
/** Refresh once this many check intervals or fewer remain before expiry. */
export const AUTH_TOKEN_REFRESH_THRESHOLD_TICKS = 3;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

// ---- Money ------------------------------------------------------------------

export const CURRENCY = 'CAD';
/** Federal GST. */
export const GST_RATE = 0.05;
/** Quebec QST. */
export const QST_RATE = 0.09975;
