import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiErrorCode } from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { parseHeaders } from './mail-headers.js';

export interface CaughtMail {
  file: string;
  date: Date;
  to: string;
  subject: string;
}

/** Plain names only: no separators, no "..", so a name can never leave the mail directory. */
const MAIL_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,200}\.eml$/;
const LIST_LIMIT = 200;

export const isMailFileName = (name: string): boolean => MAIL_FILE_NAME.test(name) && !name.includes('..');

/** Reads the mails caught by the development SMTP catcher (one .eml file per message). */
@Injectable()
export class DevMailService {
  private readonly dir: string;

  constructor(config: ConfigService<AppConfig, true>) {
    const dir = config.get('devMail', { infer: true }).dir;
    if (dir === null) throw new Error('DevMailService needs DEV_MAIL_DIR');
    this.dir = dir;
  }

  get directory(): string {
    return this.dir;
  }

  /** Newest first; at most the 200 most recent files. */
  async list(): Promise<CaughtMail[]> {
    const names = (await this.fileNames()).filter(isMailFileName);
    const withTimes = await Promise.all(names.map(async (file) => ({ file, mtime: (await stat(join(this.dir, file))).mtime })));
    const recent = withTimes.sort((a, b) => b.mtime.getTime() - a.mtime.getTime()).slice(0, LIST_LIMIT);
    const mails = await Promise.all(
      recent.map(async ({ file, mtime }): Promise<CaughtMail> => {
        const headers = parseHeaders(await readFile(join(this.dir, file), 'utf8'));
        const headerDate = new Date(headers.get('date') ?? '');
        return {
          file,
          date: Number.isNaN(headerDate.getTime()) ? mtime : headerDate,
          to: headers.get('to') ?? '',
          subject: headers.get('subject') ?? '',
        };
      }),
    );
    return mails.sort((a, b) => b.date.getTime() - a.date.getTime());
  }

  async read(file: string): Promise<string> {
    // Only a name that is both well-formed and actually listed in the directory is opened.
    if (!isMailFileName(file) || !(await this.fileNames()).includes(file)) {
      throw new DomainException(ApiErrorCode.NOT_FOUND, 'No such mail.');
    }
    return readFile(join(this.dir, file), 'utf8');
  }

  private async fileNames(): Promise<string[]> {
    try {
      return await readdir(this.dir);
    } catch (error) {
      // The catcher creates the directory with its first mail.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
