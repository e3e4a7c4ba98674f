import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { QueueName, TypedQueues } from '@hm/queue';
import type { Application } from 'express';
import helmet from 'helmet';
import { helmetOptions } from '../../http/helmet-options.js';
import { createAdminSessionMiddleware, type AdminSessionDeps } from './admin-session.middleware.js';

export const BULL_BOARD_PATH = '/admin/queues';

export interface BullBoardOptions {
  publicUrl: string;
  sessions: AdminSessionDeps;
}

/**
 * Bull Board (every queue) for operators: admins only (see createAdminSessionMiddleware), and
 * read-only (docs/operations.md "Who can do what"): what an operator does is audited, and the board
 * has no audit record, so no retry, clean, promote, pause, add or remove is taken from it (each such
 * call answers 405 QUEUE_READ_ONLY, and the page shows no such button).
 */
export function mountBullBoard(app: Application, queues: TypedQueues[QueueName][], options: BullBoardOptions): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'HomeMate queues' } },
  });
  app.use(
    BULL_BOARD_PATH,
    // The board's page loads its fonts from Google; only this path allows them.
    helmet(helmetOptions(options.publicUrl, { styles: ['https://fonts.googleapis.com'], fonts: ['https://fonts.gstatic.com'] })),
    createAdminSessionMiddleware(options.sessions),
    serverAdapter.getRouter(),
  );
}
