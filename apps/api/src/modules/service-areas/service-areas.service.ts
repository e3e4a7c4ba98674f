import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  formatCanadianPostalCode,
  normalizeEmail,
  postalArea,
  WaitlistStatus,
  type ServiceAreaCheckQuery,
  type ServiceAreaCheckView,
  type ServiceAreaWaitlistRequest,
  type ServiceAreaWaitlistResponse,
} from '@hm/contracts';
import { isHoneypotFilled } from '../public-forms/dto/public-form-fields.js';
import { isAreaServed } from './service-area-sql.js';

/** The booking wizard's address check, and the waitlist of people to tell when their area opens. */
@Injectable()
export class ServiceAreasService {
  private readonly logger = new Logger(ServiceAreasService.name);

  constructor(private readonly em: EntityManager) {}

  /** The DTO checked the service (bookable) and the code (Quebec). */
  async check(query: ServiceAreaCheckQuery): Promise<ServiceAreaCheckView> {
    const postalCode = formatCanadianPostalCode(query.postalCode);
    return { served: await isAreaServed(this.em.fork(), query.serviceId, postalCode), fsa: postalArea(postalCode) };
  }

  /**
   * One row per (e-mail, FSA, service): the unique constraint answers "already on the list", also
   * between two simultaneous requests. `userId`: the signed-in caller, kept with the entry.
   */
  async joinWaitlist(
    request: ServiceAreaWaitlistRequest,
    userId: string | null,
    ip: string | undefined,
  ): Promise<ServiceAreaWaitlistResponse> {
    if (isHoneypotFilled((request as { website?: string }).website)) {
      this.logger.warn(
        { form: 'service area waitlist', ip },
        'Honeypot filled on the service area waitlist: answered as a success, nothing stored',
      );
      return { status: WaitlistStatus.Subscribed };
    }
    const inserted = await this.em.fork().execute<{ id: string }[]>(
      `insert into service_area_waitlist (email, fsa, service_id, locale, user_id) values (?, ?, ?, ?, ?)
       on conflict (email, fsa, service_id) do nothing returning id`,
      [normalizeEmail(request.email), postalArea(request.postalCode), request.serviceId, request.locale, userId],
    );
    return { status: inserted.length > 0 ? WaitlistStatus.Subscribed : WaitlistStatus.AlreadySubscribed };
  }
}
