import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { ApiErrorCode, type ApiErrorBody } from '@hm/contracts';
import type { TypedQueues } from '@hm/queue';
import type { Application, Request, Response } from 'express';
import helmet from 'helmet';
import { helmetOptions } from '../../http/helmet-options.js';
import { createAdminTokenMiddleware } from './admin-token.middleware.js';

export const BULL_BOARD_PATH = '/admin/queues';

export interface BullBoardOptions {
  adminToken: string | null;
  publicUrl: string;
}

/** Bull Board (every queue) for operators, behind ADMIN_TOKEN; a 404 when no token is configured (config warns). */
export function mountBullBoard(app: Application, queues: TypedQueues, options: BullBoardOptions): void {
  if (options.adminToken === null) {
    app.use(BULL_BOARD_PATH, (_req: Request, res: Response) => {
      const body: ApiErrorBody = { statusCode: 404, code: ApiErrorCode.NOT_FOUND, message: 'Bull Board is disabled: set ADMIN_TOKEN to enable it.' };
      res.status(404).json(body);
    });
    return;
  }
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({
    queues: Object.values(queues).map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'HomeMate queues' } },
  });
  app.use(
    BULL_BOARD_PATH,
    // The board's page loads its fonts from Google; only this path allows them.
    helmet(helmetOptions(options.publicUrl, { styles: ['https://fonts.googleapis.com'], fonts: ['https://fonts.gstatic.com'] })),
    createAdminTokenMiddleware(options.adminToken, { basePath: BULL_BOARD_PATH, secureCookie: options.publicUrl.startsWith('https:') }),
    serverAdapter.getRouter(),
  );
}
