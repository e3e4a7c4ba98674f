import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  normalizeDigitsPlus,
  normalizeServiceAreaPrefix,
  professionalPhoneError,
  PRO_PHOTO_TYPES,
  type ProMyProfileView,
  type UpdateProProfileRequest,
} from '@hm/contracts';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { LocalImageStorage, S3ImageStorage, type ImageStorage } from '../blog/image-storage.js';
import { reencodeImage } from '../blog/reencode-image.js';
import { uploadUrl } from '../bookings/reservation.view.js';
import { announceAreaOpenings, bookPageUrl } from '../service-areas/service-area-sql.js';
import { ProStatsRepository } from './pro-stats.repository.js';
import { AvailabilityCache } from '../availability/availability-cache.js';

type Row = Record<string, unknown>;

const PROFILE_SQL = `
select u.id as user_id, u.first_name as user_first_name, u.last_name as user_last_name, u.email as user_email, u.phone as user_phone,
       pr.id, pr.first_name, pr.last_name, pr.phone, pr.categories, pr.service_area_prefixes, pr.bio_fr, pr.bio_en, pr.photo_path
from users u left join professionals pr on pr.user_id = u.id
where u.id = ?`;

/**
 * The pro's own profile (professionals row linked by user_id). Saving also renames the account,
 * so the timeline notes and the customer's reservation card show the same name and phone. The
 * photo, encoded again from its pixels (no GPS position or other metadata kept), goes to the
 * uploads storage the blog configured (UPLOAD_DIR or S3), served at /api/uploads.
 */
@Injectable()
export class ProProfileService {
  private readonly logger = new Logger(ProProfileService.name);
  private readonly storage: ImageStorage;
  private readonly bookUrl: string;

  constructor(
    private readonly em: EntityManager,
    private readonly stats: ProStatsRepository,
    private readonly availability: AvailabilityCache,
    config: ConfigService<AppConfig, true>,
  ) {
    this.bookUrl = bookPageUrl(config.get('http', { infer: true }).publicUrl);
    const uploads = config.get('blog', { infer: true });
    this.storage = uploads.s3 ? new S3ImageStorage(uploads.s3) : new LocalImageStorage(uploads.uploadDir);
  }

  async get(userId: string): Promise<ProMyProfileView> {
    const [row] = await this.em.fork().execute<Row[]>(PROFILE_SQL, [userId]);
    if (!row) throw new DomainException(ApiErrorCode.UNAUTHORIZED, 'Unknown account.');
    const rating = await this.stats.rating(userId);
    const hasProfile = row.id !== null;
    return {
      id: (row.id as string | null) ?? null,
      userId,
      email: row.user_email as string,
      firstName: (hasProfile ? row.first_name : row.user_first_name) as string,
      lastName: (hasProfile ? row.last_name : row.user_last_name) as string,
      phone: ((hasProfile ? row.phone : row.user_phone) as string | null) ?? '',
      photoUrl: row.photo_path ? uploadUrl(row.photo_path as string) : null,
      categories: (row.categories as string[] | null) ?? [],
      serviceAreaPrefixes: (row.service_area_prefixes as string[] | null) ?? [],
      bioFr: (row.bio_fr as string | null) ?? null,
      bioEn: (row.bio_en as string | null) ?? null,
      ...rating,
    };
  }

  async update(userId: string, request: UpdateProProfileRequest): Promise<ProMyProfileView> {
    const fields: Record<string, string[]> = {};
    if (professionalPhoneError(request.phone)) fields.phone = ['phone must be a phone number (at least 7 digits)'];
    const prefixes = request.serviceAreaPrefixes.map(normalizeServiceAreaPrefix);
    if (prefixes.some((prefix) => prefix === null))
      fields.serviceAreaPrefixes = ['each value must be a postal-code prefix such as H2X, H2 or H'];
    if (Object.keys(fields).length > 0)
      throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'The profile has invalid fields.', fields);
    const phone = normalizeDigitsPlus(request.phone);
    const areas = [...new Set(prefixes as string[])];
    await this.em.fork().transactional(async (tx) => {
      const updated = await tx.execute<Row[]>(
        `update professionals set first_name = ?, last_name = ?, phone = ?, categories = ?::text[], service_area_prefixes = ?::text[],
           bio_fr = ?, bio_en = ?, updated_at = now() where user_id = ? returning id`,
        [request.firstName, request.lastName, phone, pgArray(request.categories), pgArray(areas), request.bioFr, request.bioEn, userId],
      );
      if (updated.length === 0) {
        // An account made a professional before profiles existed (the seed, an operator's SQL): its
        // first save creates the profile, approved since the account already is a professional.
        const inserted = await tx.execute<Row[]>(
          `insert into professionals (user_id, first_name, last_name, email, phone, categories, service_area_prefixes, bio_fr, bio_en, locale, status, reviewed_at)
           select u.id, ?, ?, lower(btrim(u.email)), ?, ?::text[], ?::text[], ?, ?, u.locale, 'approved', now() from users u where u.id = ?
           on conflict do nothing returning id`,
          [request.firstName, request.lastName, phone, pgArray(request.categories), pgArray(areas), request.bioFr, request.bioEn, userId],
        );
        if (inserted.length === 0)
          throw new DomainException(ApiErrorCode.CONFLICT, 'A professional application already uses this e-mail address.');
      }
      await tx.execute('update users set first_name = ?, last_name = ?, phone = ?, updated_at = now() where id = ?', [
        request.firstName,
        request.lastName,
        phone,
        userId,
      ]);
      // New areas or services may open some to the people waiting for them: told once, by e-mail.
      await announceAreaOpenings(tx, userId, this.bookUrl);
    });
    // New trades or areas change who is a candidate where (the wizard's free times).
    this.availability.invalidate();
    return this.get(userId);
  }

  async setPhoto(userId: string, upload: Buffer): Promise<ProMyProfileView> {
    const image = await reencodeImage(upload, PRO_PHOTO_TYPES);
    if (image === 'not-an-image') throw new DomainException(ApiErrorCode.PRO_PHOTO_INVALID, 'Please choose a PNG, JPEG or WebP image.');
    if (image === 'too-many-pixels')
      throw new DomainException(ApiErrorCode.PRO_PHOTO_TOO_MANY_PIXELS, 'The photo has more than 40 megapixels.');
    const { bytes, type } = image;
    const [profile] = await this.em.fork().execute<Row[]>('select id from professionals where user_id = ?', [userId]);
    if (!profile) throw new DomainException(ApiErrorCode.PRO_PROFILE_MISSING, 'Save the profile before adding a photo.');
    const name = `${randomUUID()}.${type.extension}`;
    try {
      await this.storage.put(name, bytes, type.contentType);
    } catch (error) {
      this.logger.error(`Could not store a profile photo: ${(error as Error).message}`);
      throw new DomainException(ApiErrorCode.BLOG_IMAGE_UPLOAD_FAILED, 'Failed to upload image. Please try again.');
    }
    await this.em.fork().execute('update professionals set photo_path = ?, updated_at = now() where user_id = ?', [name, userId]);
    return this.get(userId);
  }
}

/** A PostgreSQL array literal ('{"a","b"}'), cast with ::text[] (knex would expand a JS array into a list). */
function pgArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
