import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { AccessTokenService } from '../auth/access-token.service.js';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * The blog's reading routes are public but personalised (likedByMe, isAuthor, one's own drafts).
 * A present token is verified like on any signed-in route: an expired one answers 401 so the web
 * refreshes and asks again, instead of silently showing the signed-out page.
 */
@Injectable()
export class BlogViewerService {
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async viewer(token: string | null): Promise<AuthUser | null> {
    return token === null ? null : this.tokens.verify(token);
  }

  /**
   * 'u:<user id>' for a signed-in reader, else 'a:' + an HMAC of IP and user agent: the same
   * browser counts once a day and the stored key cannot be turned back into an address.
   */
  visitorKey(user: AuthUser | null, fingerprint: { ip: string; userAgent: string }): string {
    if (user) return `u:${user.id}`;
    const secret = this.config.get('auth', { infer: true }).jwtSecret;
    return `a:${createHmac('sha256', secret).update(`${fingerprint.ip}\n${fingerprint.userAgent}`).digest('hex')}`;
  }
}
