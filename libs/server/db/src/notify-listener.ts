import pg from 'pg';

/** The channel Migration0029OutboxNotify's trigger notifies when outbox rows are committed. */
export const OUTBOX_CHANNEL = 'outbox';

export interface NotifyListenerOptions {
  databaseUrl: string;
  channel: string;
  onNotify: () => void;
  /** A lost connection is opened again after this long (the caller's poll covers the gap). */
  reconnectMs?: number;
  onError: (error: Error) => void;
}

/**
 * Listens to one PostgreSQL NOTIFY channel on its own connection (outside the ORM's pool, which
 * hands connections back after each query), and opens it again when it is lost.
 */
export class NotifyListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  private readonly options: NotifyListenerOptions;

  constructor(options: NotifyListenerOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: `listen:${this.options.channel}` });
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.options.onNotify();
    });
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      await client.query(`listen "${this.options.channel.replaceAll('"', '""')}"`);
      this.client = client;
      // Rows committed while no one listened: go and look once.
      this.options.onNotify();
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.client === client) this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.options.onError(error);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), this.options.reconnectMs ?? 1000);
  }
}
