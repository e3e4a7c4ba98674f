// The two sides of the socket fan-out benchmark on the seeded hm_bench_scale database: `pros`
// professionals and enough customers to fill `sockets`, each customer with one booking assigned to
// one of those pros and waiting for them ('confirmed', 'pro_assigned'). Every one of them connects
// as a browser tab would: its own token, its own socket, in the rooms the server gives its role
// (`user:{id}`, and `pros` for a professional).
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { tokensFor } from './tokens.ts';

/** What one party does that the other party must see live (docs/notifications.md). */
export const FANOUT_ACTIONS = ['customer edits', 'customer writes', 'pro writes', 'pro en route', 'pro starts'] as const;
export type FanoutAction = (typeof FANOUT_ACTIONS)[number];

export interface FanoutBooking {
  bookingNumber: string;
  customerId: string;
  proId: string;
}

export interface Receipt {
  /** Local clock when the socket received the event. */
  receivedAt: number;
  /** The event's or message's created_at (server clock; same machine). */
  createdAt: number;
}

interface TimelinePayload {
  bookingNumber: string;
  event: { status: string; note: { code: string } | null; createdAt: string };
}
interface MessagePayload {
  bookingNumber: string;
  message: { senderType: string; createdAt: string };
}

/** The action a received event announces, or null for what the benchmark does not measure (HomeMate's own lines). */
function timelineAction(event: TimelinePayload['event']): FanoutAction | null {
  if (event.note?.code === 'details_updated') return 'customer edits';
  if (event.status === 'en_route') return 'pro en route';
  if (event.status === 'in_progress') return 'pro starts';
  return null;
}
const messageAction = (message: MessagePayload['message']): FanoutAction | null =>
  message.senderType === 'customer' ? 'customer writes' : message.senderType === 'professional' ? 'pro writes' : null;

/** Who is told, and on which booking: one key per expected receipt. */
export const receiptKey = (receiverId: string, bookingNumber: string, action: FanoutAction): string =>
  `${receiverId} ${bookingNumber} ${action}`;

export interface FanoutParties {
  bookings: FanoutBooking[];
  tokens: Map<string, string>;
  customers: number;
  pros: number;
}

export async function chooseParties(
  databaseUrl: string,
  secret: string,
  options: { sockets: number; pros: number },
): Promise<FanoutParties> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: pros } = await client.query<{ id: string }>(
      `select id from users where role = 'professional' and email like 'bench-pro-%' order by email limit $1`,
      [options.pros],
    );
    const wanted = options.sockets - pros.length;
    const { rows } = await client.query<{ user_id: string; booking_number: string; professional_id: string }>(
      `select distinct on (user_id) user_id, booking_number, professional_id from bookings
       where status = 'confirmed' and timeline_status = 'pro_assigned' and professional_id = any($1::uuid[])
         and user_id in (select id from users where role = 'customer' and email like 'bench-customer-%' order by email limit $2)
       order by user_id, created_at`,
      [pros.map((pro) => pro.id), wanted * 2],
    );
    if (pros.length === 0 || rows.length < wanted)
      throw new Error(
        `only ${pros.length} pros and ${rows.length} customers with an assigned booking (${wanted} wanted); run with --reseed`,
      );
    const bookings = rows
      .slice(0, wanted)
      .map((row) => ({ bookingNumber: row.booking_number, customerId: row.user_id, proId: row.professional_id }));
    // A pro goes en route and starts only on the visit's day (job-timing.ts of @hm/contracts): the chosen jobs are today's.
    await client.query(`update bookings set scheduled_date = (now() at time zone 'America/Toronto')::date where booking_number = any($1)`, [
      bookings.map((booking) => booking.bookingNumber),
    ]);
    const tokens = await tokensFor(client, secret, [
      ...bookings.map((booking) => ({ id: booking.customerId, role: 'customer' as const })),
      ...pros.map((pro) => ({ id: pro.id, role: 'professional' as const })),
    ]);
    return { bookings, tokens, customers: bookings.length, pros: pros.length };
  } finally {
    await client.end();
  }
}

/**
 * Opens one socket per user and resolves once every one is greeted; each records the first receipt
 * of every measured event under receiptKey(its user, booking, action) in `receipts`.
 */
export async function connectParties(apiUrl: string, tokens: Map<string, string>, receipts: Map<string, Receipt>): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const record = (userId: string, bookingNumber: string, action: FanoutAction | null, createdAt: string) => {
    if (!action) return;
    const key = receiptKey(userId, bookingNumber, action);
    if (!receipts.has(key)) receipts.set(key, { receivedAt: Date.now(), createdAt: Date.parse(createdAt) });
  };
  try {
    await Promise.all(
      [...tokens].map(
        ([userId, token]) =>
          new Promise<void>((resolve, reject) => {
            const socket = io(apiUrl, { path: '/api/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
            sockets.push(socket);
            socket.once('server:hello', (hello: { authenticated: boolean }) =>
              hello.authenticated ? resolve() : reject(new Error(`socket of ${userId} is not signed in`)),
            );
            socket.once('connect_error', reject);
            socket.on('booking:timeline', ({ bookingNumber, event }: TimelinePayload) =>
              record(userId, bookingNumber, timelineAction(event), event.createdAt),
            );
            socket.on('booking:message', ({ bookingNumber, message }: MessagePayload) =>
              record(userId, bookingNumber, messageAction(message), message.createdAt),
            );
          }),
      ),
    );
    return sockets;
  } catch (error) {
    for (const socket of sockets) socket.close();
    throw error;
  }
}
