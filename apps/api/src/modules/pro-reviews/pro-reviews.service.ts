import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  isUuid,
  PUBLIC_PROFILE_REVIEWS_LIMIT,
  reviewReplyError,
  type PublicProProfileView,
  type PublicReviewView,
  type ReviewReplyView,
} from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import { uploadUrl } from '../bookings/reservation.view.js';
import { publicCredentialsJsonSql, toPublicCredentials } from '../pro-credentials/public-credentials.js';
import { ACTIVE_PRO_SQL } from '@hm/db';

type Row = Record<string, unknown>;

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const replyOf = (row: Row): ReviewReplyView | null =>
  row.pro_reply ? { text: row.pro_reply as string, createdAt: date(row.pro_replied_at).toISOString() } : null;
const toReview = (row: Row): PublicReviewView => ({
  rating: Number(row.rating),
  comment: row.comment as string,
  customerFirstName: row.first_name as string,
  createdAt: date(row.created_at).toISOString(),
  reply: replyOf(row),
});

const noPro = () => new DomainException(ApiErrorCode.NOT_FOUND, 'No such professional.');

/**
 * Reviews with trust (docs/verified-trades.md "Reviews"): an active pro's public profile from the data
 * (verified credentials, average rating, number of reviews and of completed jobs, latest reviews with
 * their answers), and the pro's one public answer to a review of their job.
 */
@Injectable()
export class ProReviewsService {
  constructor(private readonly em: EntityManager) {}

  async publicProfile(userId: string): Promise<PublicProProfileView> {
    if (!isUuid(userId)) throw noPro();
    const em = this.em.fork();
    const [pro] = await em.execute<Row[]>(
      `select pr.user_id, pr.first_name, pr.last_name, pr.photo_path, pr.categories, pr.bio_fr, pr.bio_en,
         ${publicCredentialsJsonSql('pr.user_id')} as credentials,
         (select round(avg(r.rating)::numeric, 1)::float8 from booking_reviews r where r.professional_id = pr.user_id) as average,
         (select count(*)::int from booking_reviews r where r.professional_id = pr.user_id) as reviews,
         (select count(*)::int from bookings b where b.professional_id = pr.user_id and b.status = 'completed') as completed
       from professionals pr where pr.user_id = ? and ${ACTIVE_PRO_SQL}`,
      [userId],
    );
    if (!pro) throw noPro();
    const reviews = await em.execute<Row[]>(
      `select b.first_name, r.rating, r.comment, r.created_at, r.pro_reply, r.pro_replied_at
       from booking_reviews r join bookings b on b.id = r.booking_id
       where r.professional_id = ? order by r.created_at desc, r.booking_id limit ${PUBLIC_PROFILE_REVIEWS_LIMIT}`,
      [userId],
    );
    const lastName = (pro.last_name as string).trim();
    return {
      userId,
      firstName: pro.first_name as string,
      lastInitial: lastName ? `${lastName.charAt(0).toUpperCase()}.` : '',
      photoUrl: pro.photo_path ? uploadUrl(pro.photo_path as string) : null,
      categories: (pro.categories as string[] | null) ?? [],
      bioFr: (pro.bio_fr as string | null) ?? null,
      bioEn: (pro.bio_en as string | null) ?? null,
      ratingAverage: pro.average === null || pro.average === undefined ? null : Number(pro.average),
      ratingCount: Number(pro.reviews ?? 0),
      completedJobsCount: Number(pro.completed ?? 0),
      credentials: toPublicCredentials(pro.credentials as Parameters<typeof toPublicCredentials>[0]),
      latestReviews: reviews.map(toReview),
    };
  }

  /** The pro's answer to the review of their job `bookingNumber`: once (409 REVIEW_REPLY_EXISTS), then public. */
  async reply(userId: string, bookingNumber: string, body: { reply?: unknown }): Promise<PublicReviewView> {
    const problem = reviewReplyError(body?.reply);
    if (problem) throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'The answer is invalid.', { reply: [problem] });
    const text = (body.reply as string).trim();
    const em = this.em.fork();
    const [row] = await em.execute<Row[]>(
      `update booking_reviews r set pro_reply = ?, pro_replied_at = now()
       from bookings b where b.id = r.booking_id and b.booking_number = ? and r.professional_id = ? and r.pro_reply is null
       returning b.first_name, r.rating, r.comment, r.created_at, r.pro_reply, r.pro_replied_at`,
      [text, bookingNumber, userId],
    );
    if (row) return toReview(row);
    const [existing] = await em.execute<Row[]>(
      `select 1 from booking_reviews r join bookings b on b.id = r.booking_id where b.booking_number = ? and r.professional_id = ?`,
      [bookingNumber, userId],
    );
    if (existing) throw new DomainException(ApiErrorCode.REVIEW_REPLY_EXISTS, 'This review has already been answered.');
    throw new DomainException(ApiErrorCode.REVIEW_NOT_FOUND, 'No review of one of your jobs with this number.');
  }
}
