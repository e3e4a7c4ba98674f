import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail, type BlogNewsletterRequest, type BlogNewsletterResponse } from '@hm/contracts';
import { captureEmail } from '@hm/db';

/** The blog's Stay Updated form: an e-mail capture like the waitlist's, source 'blog_newsletter'. */
@Injectable()
export class BlogNewsletterService {
  constructor(private readonly em: EntityManager) {}

  async subscribe(request: BlogNewsletterRequest): Promise<BlogNewsletterResponse> {
    const isNew = await captureEmail(this.em.fork(), normalizeEmail(request.email), 'blog_newsletter', request.locale);
    return { status: isNew ? 'subscribed' : 'already_subscribed' };
  }
}
