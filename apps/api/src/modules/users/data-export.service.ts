import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '../auth/auth-user.js';
import { DevicesService } from './devices.service.js';

// Everything the service keeps about one person, as one JSON document (Quebec's Law 25 right of
// access). Columns are named one by one, never `*`: secrets (password and token hashes) and
// internal bookkeeping stay out, and a new column is left out until someone decides it belongs.
// Rows are the caller's own: found by their user id, or by their e-mail for the forms they sent
// before or without signing in. A professional's assigned jobs are other people's bookings and
// are not part of it; the reviews the professional received are, without their authors. So are
// notifications: what happened and when it was read, the booking's number only for one's own
// bookings, never their parameters (the other party's or an operator's name).
const EXPORT_SQL = `
with me as (select * from users where id = ?)
select json_build_object(
  'account', (select json_build_object(
      'id', id, 'firstName', first_name, 'lastName', last_name, 'email', email, 'phone', phone, 'address', address,
      'city', city, 'postalCode', postal_code, 'role', role, 'preferredLanguage', locale, 'createdAt', created_at,
      'emailVerifiedAt', email_verified_at,
      'notifications', json_build_object('bookingUpdates', notify_booking_updates, 'messages', notify_messages, 'tipsAndOffers', notify_tips_and_offers)) from me),
  'signInProviders', coalesce((select json_agg(json_build_object('provider', provider, 'email', email, 'linkedAt', created_at) order by created_at)
      from oauth_identities where user_id = (select id from me)), '[]'),
  'bookings', coalesce((select json_agg(json_build_object(
      'bookingNumber', b.booking_number, 'status', b.status, 'step', b.timeline_status, 'service', b.service_id,
      'subService', b.sub_service_name, 'priceCents', b.price_cents, 'priceKind', b.price_kind, 'currency', b.currency,
      'scheduledDate', b.scheduled_date, 'scheduledTime', b.scheduled_time, 'firstName', b.first_name, 'lastName', b.last_name,
      'email', b.email, 'phone', b.phone, 'address', b.address, 'apartment', b.apartment, 'city', b.city,
      'postalCode', b.postal_code, 'description', b.description, 'accessNotes', b.access_notes, 'parking', b.parking,
      'parkingNotes', b.parking_notes, 'language', b.locale, 'estimatedArrival', b.estimated_arrival,
      'createdAt', b.created_at, 'cancelledAt', b.cancelled_at,
      'timeline', coalesce((select json_agg(json_build_object('step', e.status, 'note', e.note, 'at', e.created_at) order by e.created_at, e.id)
          from booking_timeline_events e where e.booking_id = b.id), '[]'),
      'messages', coalesce((select json_agg(json_build_object('from', m.sender_type, 'name', m.sender_name, 'message', m.message, 'at', m.created_at) order by m.created_at, m.id)
          from booking_messages m where m.booking_id = b.id), '[]'),
      'review', (select json_build_object('rating', r.rating, 'comment', r.comment, 'at', r.created_at) from booking_reviews r where r.booking_id = b.id),
      'lateFees', coalesce((select json_agg(json_build_object('kind', f.kind, 'amountCents', f.amount_cents, 'at', f.created_at) order by f.created_at, f.kind)
          from booking_late_fees f where f.booking_id = b.id), '[]'),
      'offer', case when b.offer_kind is null then null else json_build_object('kind', b.offer_kind, 'percent', b.offer_percent) end,
      'finalInvoice', (select json_build_object('minutesWorked', i.minutes_worked, 'workCents', i.work_cents, 'discountCents', i.discount_cents,
          'materials', i.materials, 'subtotalCents', i.subtotal_cents, 'gstCents', i.gst_cents, 'qstCents', i.qst_cents,
          'totalCents', i.total_cents, 'note', i.note, 'status', i.status, 'recordedAt', i.recorded_at, 'disputeReason', i.dispute_reason)
          from booking_invoices i where i.booking_id = b.id),
      'payment', (select json_build_object('method', p.method, 'paidOn', p.paid_on, 'amountCents', p.amount_cents)
          from booking_payments p where p.booking_id = b.id),
      'tip', (select json_build_object('amountCents', t.amount_cents, 'percent', t.percent, 'givenAt', t.given_at, 'givenBy', t.given_by)
          from booking_tips t where t.booking_id = b.id),
      'receipt', (select json_build_object('number', rc.number, 'version', rc.version, 'issuedAt', rc.issued_at, 'reissuedAt', rc.reissued_at)
          from receipts rc where rc.booking_id = b.id),
      'card', (select json_build_object('brand', bc.brand, 'last4', bc.last4, 'savedAt', bc.saved_at) from booking_cards bc where bc.booking_id = b.id),
      'cardCharges', coalesce((select json_agg(json_build_object('kind', cc.kind, 'amountCents', cc.amount_cents, 'tipCents', cc.tip_cents,
          'status', cc.status, 'declineCode', cc.failure_code, 'at', cc.created_at,
          'refunds', coalesce((select json_agg(json_build_object('amountCents', cr.amount_cents, 'reason', cr.reason, 'status', cr.status, 'at', cr.created_at)
              order by cr.created_at, cr.id) from card_refunds cr where cr.charge_id = cc.id), '[]')) order by cc.created_at, cc.kind)
          from card_charges cc where cc.booking_id = b.id), '[]'))
      order by b.created_at) from bookings b where b.user_id = (select id from me)), '[]'),
  'thankYouCode', (select json_build_object('code', o.code, 'percent', o.percent, 'createdAt', o.created_at)
      from offer_codes o where o.user_id = (select id from me)),
  'notifications', coalesce((select json_agg(json_build_object('code', n.code, 'booking', b.booking_number,
      'at', n.created_at, 'readAt', n.read_at) order by n.created_at, n.id)
      from notifications n left join bookings b on b.id = n.booking_id and b.user_id = n.user_id where n.user_id = (select id from me)), '[]'),
  'professionalProfile', (select json_build_object(
      'firstName', p.first_name, 'lastName', p.last_name, 'email', p.email, 'phone', p.phone, 'categories', p.categories,
      'serviceAreas', p.service_area_prefixes, 'bioFr', p.bio_fr, 'bioEn', p.bio_en, 'hasPhoto', p.photo_path is not null,
      'status', p.status, 'appliedAt', p.created_at, 'reviewedAt', p.reviewed_at,
      'reviewsReceived', coalesce((select json_agg(json_build_object('rating', r.rating, 'comment', r.comment, 'at', r.created_at) order by r.created_at)
          from booking_reviews r where r.professional_id = (select id from me)), '[]'))
      from professionals p where p.user_id = (select id from me) or p.email = (select lower(email) from me) limit 1),
  'blog', json_build_object(
      'posts', coalesce((select json_agg(json_build_object('slug', slug, 'title', title, 'excerpt', excerpt, 'content', content,
          'category', category, 'tags', tags, 'status', status, 'publishedAt', published_at, 'createdAt', created_at, 'updatedAt', updated_at) order by created_at)
          from blog_posts where author_id = (select id from me)), '[]'),
      'comments', coalesce((select json_agg(json_build_object('post', p.slug, 'comment', c.content, 'at', c.created_at) order by c.created_at)
          from blog_comments c join blog_posts p on p.id = c.post_id where c.author_id = (select id from me)), '[]'),
      'liked', coalesce((select json_agg(p.slug order by l.created_at) from blog_post_likes l join blog_posts p on p.id = l.post_id where l.user_id = (select id from me)), '[]'),
      'saved', coalesce((select json_agg(p.slug order by s.created_at) from blog_post_saves s join blog_posts p on p.id = s.post_id where s.user_id = (select id from me)), '[]')),
  'assistantConversations', coalesce((select json_agg(json_build_object('startedAt', c.created_at, 'keptUntil', c.expires_at,
      'messages', coalesce((select json_agg(json_build_object('role', m.role, 'content', m.content, 'at', m.created_at) order by m.created_at, m.id)
          from chat_messages m where m.conversation_id = c.id), '[]')) order by c.created_at)
      from chat_conversations c where c.user_id = (select id from me)), '[]'),
  'formsSent', json_build_object(
      'waitlist', coalesce((select json_agg(json_build_object('email', email, 'source', source, 'status', status, 'at', created_at) order by created_at)
          from email_captures where email = (select lower(email) from me)), '[]'),
      'contactMessages', coalesce((select json_agg(json_build_object('subject', subject, 'message', message, 'status', status, 'at', created_at) order by created_at)
          from contact_messages where lower(email) = (select lower(email) from me)), '[]'),
      'faqQuestions', coalesce((select json_agg(json_build_object('question', question, 'status', status, 'at', created_at) order by created_at)
          from faq_questions where lower(email) = (select lower(email) from me)), '[]'))
) as export`;

@Injectable()
export class DataExportService {
  constructor(
    private readonly em: EntityManager,
    private readonly devices: DevicesService,
  ) {}

  async export(caller: AuthUser): Promise<Record<string, unknown>> {
    const rows = (await this.em.fork().getConnection().execute(EXPORT_SQL, [caller.id])) as { export: Record<string, unknown> }[];
    const devices = (await this.devices.list(caller)).map(({ browser, os, ip, signedInAt, lastActiveAt, current }) => ({
      browser,
      os,
      ip,
      signedInAt,
      lastActiveAt,
      current,
    }));
    return { exportedAt: new Date().toISOString(), service: 'HomeMate', ...rows[0]!.export, signedInDevices: devices };
  }
}
