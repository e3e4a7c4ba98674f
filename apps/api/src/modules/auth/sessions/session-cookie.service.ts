import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../../config/app-config.js';
import { clearRefreshCookieOptions, readRefreshCookie, refreshCookieOptions, type RefreshCookieSettings } from './refresh-cookie.js';

/** Reads, sets and clears the refresh-token cookie with the configured name and attributes. */
@Injectable()
export class SessionCookieService {
  private readonly settings: RefreshCookieSettings;

  constructor(config: ConfigService<AppConfig, true>) {
    this.settings = config.get('auth', { infer: true }).refreshCookie;
  }

  read(request: Request): string | null {
    return readRefreshCookie(request, this.settings);
  }

  set(response: Response, refreshToken: string, maxAgeSeconds: number): void {
    response.cookie(this.settings.name, refreshToken, refreshCookieOptions(this.settings, maxAgeSeconds));
  }

  clear(response: Response): void {
    response.clearCookie(this.settings.name, clearRefreshCookieOptions(this.settings));
  }
}
