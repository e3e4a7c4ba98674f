import { Injectable } from '@nestjs/common';
import {
  ApiErrorCode,
  BookingAction,
  PRO_HOME_UPCOMING_LIMIT,
  type ProAssignedJobView,
  type ProHomeView,
  type ProJobStepRequest,
  type ReviseArrivalRequest,
  type RecordPaymentRequest,
} from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AuthUser } from '../auth/auth-user.js';
import { BookingTransitionsService } from '../bookings/booking-transitions.service.js';
import { DirectPaymentService } from '../bookings/direct-payment.service.js';
import { ProJobsRepository } from './pro-jobs.repository.js';
import { ProStatsRepository } from './pro-stats.repository.js';

const jobNotFound = () => new DomainException(ApiErrorCode.JOB_NOT_FOUND, 'This job is not offered to you or does not exist.');
const jobTaken = () =>
  new DomainException(ApiErrorCode.JOB_ALREADY_TAKEN, 'Another professional has already accepted this job, or it is no longer open.');

const codeOf = (error: unknown): ApiErrorCode | null => (error instanceof DomainException ? error.code : null);

/**
 * The pro's jobs. Every move goes through BookingTransitionsService with actor 'professional',
 * which locks the booking row, checks the one state machine and writes the timeline event, the
 * system message, the customer's e-mail and the socket events.
 */
@Injectable()
export class ProJobsService {
  constructor(
    private readonly jobs: ProJobsRepository,
    private readonly stats: ProStatsRepository,
    private readonly transitions: BookingTransitionsService,
    private readonly payments: DirectPaymentService,
  ) {}

  async home(userId: string): Promise<ProHomeView> {
    const [summary, rating, recentReviews, mine] = await Promise.all([
      this.stats.summary(userId),
      this.stats.rating(userId),
      this.stats.recentReviews(userId),
      this.jobs.myJobs(userId),
    ]);
    const upcoming = mine.filter((job) => job.status === 'confirmed' || job.status === 'in_progress').slice(0, PRO_HOME_UPCOMING_LIMIT);
    return { ...summary, ...rating, upcoming, recentReviews };
  }

  /**
   * Takes an open job. The pre-check answers 404 for a job the pro is not offered; the
   * transition's row lock decides a race: the loser finds the booking assigned (the service's
   * 404) or no longer waiting (409) and gets JOB_ALREADY_TAKEN.
   */
  async accept(caller: AuthUser, bookingNumber: string): Promise<ProAssignedJobView> {
    const offered = await this.jobs.openJob(caller.id, bookingNumber);
    if (!offered) {
      const known = await this.jobs.inCategories(caller.id, bookingNumber);
      if (!known) throw jobNotFound();
      if (known.professionalId === caller.id) return this.mine(caller.id, bookingNumber);
      throw jobTaken();
    }
    try {
      await this.transitions.apply(caller, 'professional', bookingNumber, { action: BookingAction.Assign });
    } catch (error) {
      const code = codeOf(error);
      if (code === ApiErrorCode.BOOKING_NOT_FOUND || code === ApiErrorCode.INVALID_TRANSITION) {
        // A double tap by the same pro: the first request already made it theirs.
        const own = await this.jobs.myJob(caller.id, bookingNumber);
        if (own) return own;
        throw jobTaken();
      }
      throw error;
    }
    return this.mine(caller.id, bookingNumber);
  }

  /** en route (with the estimated arrival), start, complete — on the pro's own job only. */
  async step(caller: AuthUser, bookingNumber: string, request: ProJobStepRequest): Promise<ProAssignedJobView> {
    try {
      await this.transitions.apply(caller, 'professional', bookingNumber, {
        action: request.action,
        ...(request.action === BookingAction.EnRoute ? { estimatedArrival: request.estimatedArrival } : {}),
        ...(request.action === BookingAction.Complete ? { invoice: request.invoice } : {}),
      });
    } catch (error) {
      if (codeOf(error) === ApiErrorCode.BOOKING_NOT_FOUND) throw jobNotFound();
      throw error;
    }
    return this.mine(caller.id, bookingNumber);
  }

  /** A new estimated arrival on the pro's own job while on the way. */
  async reviseArrival(caller: AuthUser, bookingNumber: string, request: ReviseArrivalRequest): Promise<ProAssignedJobView> {
    try {
      await this.transitions.reviseArrival(caller, bookingNumber, request.estimatedArrival);
    } catch (error) {
      if (codeOf(error) === ApiErrorCode.BOOKING_NOT_FOUND) throw jobNotFound();
      throw error;
    }
    return this.mine(caller.id, bookingNumber);
  }

  /** The customer paid the pro directly: how and when (docs/pricing-and-taxes.md "Payment"). */
  async recordPayment(caller: AuthUser, bookingNumber: string, request: RecordPaymentRequest): Promise<ProAssignedJobView> {
    try {
      await this.payments.record(caller, bookingNumber, request);
    } catch (error) {
      if (codeOf(error) === ApiErrorCode.BOOKING_NOT_FOUND) throw jobNotFound();
      throw error;
    }
    return this.mine(caller.id, bookingNumber);
  }

  private async mine(userId: string, bookingNumber: string): Promise<ProAssignedJobView> {
    const job = await this.jobs.myJob(userId, bookingNumber);
    if (!job) throw jobNotFound();
    return job;
  }
}
