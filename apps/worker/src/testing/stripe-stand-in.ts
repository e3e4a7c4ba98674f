import { createHmac, randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * The API version stripe 23.1.0 pins (its `Stripe.API_VERSION`): events carry it as Stripe's do, and the
 * stand-in's test checks the two still agree after an SDK upgrade.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** The test cards the hosted page and `completeCheckout` accept. */
export type TestCard = '4242424242424242' | '4000002500003155' | '4000000000009995' | '5555555555554444';

/** What a test card does: every charge succeeds, off-session charges need authentication, or every charge is declined. */
export type CardBehaviour = 'succeeds' | 'authentication_required' | 'declined';

/** Brand, label and behaviour of each test card, in the order the hosted page lists them. */
export const TEST_CARDS: Readonly<Record<TestCard, { brand: 'visa' | 'mastercard'; label: string; behaviour: CardBehaviour }>> = {
  '4242424242424242': { brand: 'visa', label: 'Visa ending in 4242 — succeeds', behaviour: 'succeeds' },
  '4000002500003155': {
    brand: 'visa',
    label: 'Visa ending in 3155 — saves, but off-session payments need authentication',
    behaviour: 'authentication_required',
  },
  '4000000000009995': { brand: 'visa', label: 'Visa ending in 9995 — saves, but every payment is declined', behaviour: 'declined' },
  '5555555555554444': { brand: 'mastercard', label: 'Mastercard ending in 4444 — succeeds', behaviour: 'succeeds' },
};

// Stripe's test-mode PaymentMethod aliases, so a test or the benchmark can charge without a Checkout first.
const PAYMENT_METHOD_ALIASES: Readonly<Record<string, TestCard>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
};

export interface StripeStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Where events are POSTed; null records them without sending. */
  webhookUrl?: string | null;
  /** The endpoint's signing secret (`whsec_…`) the receiver verifies with. */
  webhookSecret: string;
}

/** One API request the stand-in received. */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The decoded form body (POST) or query string (GET), bracket notation turned into objects and arrays. */
  params: Record<string, unknown>;
}

/** One POST of an event to the webhook URL. */
export interface WebhookAttempt {
  /** When it was sent (ms since the epoch). */
  at: number;
  /** The receiver's HTTP status, or null when the request failed (refused, reset, timed out). */
  status: number | null;
  error: string | null;
  /** True for a delivery `resend` asked for. */
  resend: boolean;
}

/** An event the stand-in made, with what happened to its deliveries. */
export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  /** `data.object`: the object as it was when the event was made. */
  object: Record<string, unknown>;
  /** The exact JSON every delivery of this event sends (and signs). */
  body: string;
  attempts: WebhookAttempt[];
  /** pending: queued, held or being tried; delivered: a 2xx; failed: no 2xx after 4 tries; unsent: there was no webhook URL. */
  delivery: 'pending' | 'delivered' | 'failed' | 'unsent';
}

type Json = Record<string, unknown>;

/** The request an event is about: Stripe's `event.request`, and the events waiting for its response to be sent. */
interface Context {
  requestId: string | null;
  idempotencyKey: string | null;
  staged: StripeEvent[];
}

interface Delivery {
  event: StripeEvent;
  resend: boolean;
  done: () => void;
}

/** A Stripe API error: the status and the `error` object of the JSON body. */
class ApiError extends Error {
  readonly status: number;
  readonly error: Json;
  constructor(status: number, error: Json) {
    super(String(error['message']));
    this.status = status;
    this.error = typeof error['code'] === 'string' ? { ...error, doc_url: `https://stripe.com/docs/error-codes/${error['code']}` } : error;
  }
}

const invalid = (message: string, extra: Json = {}, status = 400): ApiError =>
  new ApiError(status, { type: 'invalid_request_error', message, ...extra });
const missing = (param: string): ApiError => invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param });

// Deliveries retry 3 more times after the first; Stripe's own schedule spans days, this one a second and a half.
const RETRY_DELAYS_MS = [100, 300, 1000];
const DELIVERY_TIMEOUT_MS = 10_000;
const INTEGER_FIELDS = new Set(['amount', 'unit_amount', 'quantity', 'expires_at']);
const ZERO_DECIMAL_CURRENCIES = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
// GET /v1/<collection>/<id>, and the `object` each collection holds (which Stripe's "No such …" messages name).
const RETRIEVE = /^\/v1\/(customers|checkout\/sessions|setup_intents|payment_methods|payment_intents|refunds|charges)\/([^/]+)$/;
const OBJECT_OF: Readonly<Record<string, string>> = {
  customers: 'customer',
  'checkout/sessions': 'checkout.session',
  setup_intents: 'setup_intent',
  payment_methods: 'payment_method',
  payment_intents: 'payment_intent',
  refunds: 'refund',
  charges: 'charge',
};

/**
 * A local Stripe-compatible server (node:http on 127.0.0.1) for integration tests, end-to-end runs and the
 * benchmark: the official SDK talks to it (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`)
 * for the customers, Checkout Sessions, PaymentIntents and refunds HomeMate uses, with Stripe's idempotency and
 * error shapes; it serves a hosted checkout page with test cards, and POSTs signed events to `webhookUrl` one at
 * a time, in order, with retries — and lets a test hold, reorder or repeat them. `/_test/…` routes give the same
 * controls to a test in another process (tools/test/stripe-server.ts runs it alone).
 * Plain erasable TypeScript with node: built-ins only, so Node runs it as it is.
 */
export class StripeStandIn {
  /** Where events are POSTed; null records them without sending. Read at each delivery attempt. */
  webhookUrl: string | null;
  /** Every API request received (under /v1), in order. */
  readonly requests: RecordedRequest[] = [];
  /** Every event made, in order, with its delivery attempts. */
  readonly events: StripeEvent[] = [];

  private readonly server: Server;
  private readonly webhookSecret: string;
  private readonly objects = new Map<string, Json>();
  private readonly cardOf = new Map<string, TestCard>();
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  private readonly queue: Delivery[] = [];
  private readonly idleWaiters: (() => void)[] = [];
  private held = false;
  private delivering = false;
  private closed = false;
  private inFlight: ClientRequest | null = null;

  private constructor(options: StripeStandInOptions) {
    this.webhookUrl = options.webhookUrl ?? null;
    this.webhookSecret = options.webhookSecret;
    this.server = createServer((request, response) => {
      void this.handle(request, response).catch((error: unknown) => {
        if (response.headersSent) return void response.destroy();
        response
          .writeHead(500, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { type: 'api_error', message: `Stripe stand-in failure: ${String(error)}` } }));
      });
    });
  }

  /** Starts a stand-in on 127.0.0.1 (`options.port`, 0 for a free one). */
  static async start(options: StripeStandInOptions): Promise<StripeStandIn> {
    if (!options.webhookSecret) throw new Error('StripeStandIn needs a webhookSecret');
    const standIn = new StripeStandIn(options);
    await new Promise<void>((resolve, reject) => {
      standIn.server.once('error', reject);
      standIn.server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    return standIn;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** `http://127.0.0.1:<port>`: the SDK's host and port, and the base of the hosted checkout pages. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Completes an open Checkout Session as if the customer saved or paid with `card` on the hosted page. Returns the session. */
  completeCheckout(sessionId: string, card: TestCard = '4242424242424242'): Promise<object> {
    return this.outOfBand((context) => structuredClone(this.complete(sessionId, card, context)));
  }

  /**
   * Makes an event of `type` about an existing object (its current state), as if Stripe had something to say
   * about it: the burst benchmark floods the receiver this way. Returns the event.
   */
  fireEvent(type: string, objectId: string): Promise<StripeEvent> {
    return this.outOfBand((context) => {
      const object = this.objects.get(objectId);
      if (!object) throw invalid(`No such object: '${objectId}'`, { code: 'resource_missing', param: 'objectId' }, 404);
      return this.emit(context, type, object);
    });
  }

  /** Sends an event again with the byte-identical body (a duplicate delivery); resolves once that delivery is done. */
  resend(eventId: string): Promise<void> {
    const event = this.events.find((candidate) => candidate.id === eventId);
    if (!event) return Promise.reject(new Error(`No such event: '${eventId}'`));
    return new Promise((resolve) => {
      this.queue.push({ event, resend: true, done: resolve });
      this.pump();
    });
  }

  /** Pauses deliveries: events made from now on queue up until `releaseWebhooks`. */
  holdWebhooks(): void {
    this.held = true;
  }

  /** Sends the queued events, in the order they were made or reversed (an out-of-order delivery); resolves when all are done. */
  releaseWebhooks(order: 'sent' | 'reverse' = 'sent'): Promise<void> {
    this.held = false;
    if (order === 'reverse') this.queue.reverse();
    this.pump();
    return this.settled();
  }

  /** Resolves when every event made so far was delivered with a 2xx or given up on (held events wait for their release). */
  settled(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops the server and drops the deliveries not yet made. */
  close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    this.inFlight?.destroy();
    this.idleWaiters.splice(0).forEach((resolve) => resolve());
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  // ---------------------------------------------------------------- HTTP

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith('/v1/')) return this.handleApi(request, response, method, url, raw);
    if (url.pathname.startsWith('/_test/')) return this.handleControl(response, method, url.pathname, raw);
    const page = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (page && (method === 'GET' || method === 'POST')) return this.handlePage(response, method, decodeURIComponent(page[1]!), raw);
    sendJson(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` },
    });
  }

  private handleApi(request: IncomingMessage, response: ServerResponse, method: string, url: URL, raw: string): void {
    const requestId = randomId('req_', 14);
    const idempotencyKey = firstHeader(request.headers['idempotency-key']);
    const params = decodeStripeForm(method === 'POST' ? raw : url.search.slice(1));
    this.requests.push({ method, path: url.pathname, idempotencyKey, params });
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': requestId,
      'Stripe-Version': firstHeader(request.headers['stripe-version']) ?? STRIPE_API_VERSION,
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    };
    const reply = (status: number, body: string, extra: Record<string, string> = {}) =>
      response.writeHead(status, { ...headers, ...extra }).end(body);

    if (!/^Bearer sk_\S+$/.test(request.headers.authorization ?? '')) {
      const message = request.headers.authorization
        ? 'Invalid API Key provided: the stand-in takes any secret key starting with sk_.'
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      reply(401, errorJson({ type: 'invalid_request_error', message }));
      return;
    }

    // Stripe keeps the first response of a key and replays it; the same key with other parameters is refused.
    const fingerprint = JSON.stringify([method, url.pathname, params]);
    const saved = method === 'POST' && idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (saved && saved.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
      reply(400, errorJson({ type: 'idempotency_error', message }));
      return;
    }
    if (saved) {
      reply(saved.status, saved.body, { 'Idempotent-Replayed': 'true' });
      return;
    }

    const context: Context = { requestId, idempotencyKey, staged: [] };
    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(this.route(method, url.pathname, params, context), null, 2);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = errorJson(error.error);
      // A declined payment did happen (a failed PaymentIntent and its event); other errors changed nothing.
      if (status !== 402) context.staged.length = 0;
    }
    // Like Stripe, results of requests that ran are kept (successes and card errors), not refusals of bad parameters.
    if (method === 'POST' && idempotencyKey && (status === 200 || status === 402))
      this.idempotent.set(idempotencyKey, { fingerprint, status, body });
    reply(status, body);
    // Webhooks go out after the API response, as a receiver would usually see them.
    this.commit(context.staged);
  }

  private route(method: string, path: string, params: Json, context: Context): Json {
    const expand = params['expand'];
    if (method === 'POST') {
      if (path === '/v1/customers') return this.view(this.createCustomer(params), expand);
      if (path === '/v1/checkout/sessions') return this.view(this.createSession(params), expand);
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (expire) return this.view(this.expireSession(decodeURIComponent(expire[1]!), context), expand);
      if (path === '/v1/payment_intents') return this.view(this.createPaymentIntent(params, context), expand);
      if (path === '/v1/refunds') return this.view(this.createRefund(params, context), expand);
    }
    const retrieve = method === 'GET' ? RETRIEVE.exec(path) : null;
    if (retrieve) return this.view(this.find(decodeURIComponent(retrieve[2]!), OBJECT_OF[retrieve[1]!]!), expand);
    throw invalid(`Unrecognized request URL (${method}: ${path}). The Stripe stand-in serves only the endpoints HomeMate uses.`, {}, 404);
  }

  private async handleControl(response: ServerResponse, method: string, path: string, raw: string): Promise<void> {
    let body: Json = {};
    try {
      body = raw ? record(JSON.parse(raw)) : {};
    } catch {
      return sendJson(response, 400, { error: { message: 'The body must be JSON.' } });
    }
    const card = /^\/_test\/checkout\/([^/]+)\/complete$/.exec(path);
    const resend = /^\/_test\/events\/([^/]+)\/resend$/.exec(path);
    try {
      if (method === 'GET' && path === '/_test/requests') return sendJson(response, 200, this.requests);
      if (method === 'GET' && path === '/_test/events') return sendJson(response, 200, this.events);
      if (method === 'GET' && path === '/_test/settled')
        return sendJson(response, 200, await this.settled().then(() => ({ settled: true })));
      if (method === 'POST' && card) {
        const session = await this.completeCheckout(decodeURIComponent(card[1]!), (text(body['card']) ?? '4242424242424242') as TestCard);
        return sendJson(response, 200, session);
      }
      if (method === 'POST' && resend) {
        // Answers once queued (a held queue would otherwise block the caller); GET /_test/settled waits for it.
        const id = decodeURIComponent(resend[1]!);
        if (!this.events.some((event) => event.id === id)) return sendJson(response, 404, { error: { message: `No such event: '${id}'` } });
        void this.resend(id);
        return sendJson(response, 202, { queued: id });
      }
      if (method === 'POST' && path === '/_test/events') {
        const type = text(body['type']);
        const objectId = text(body['objectId']);
        if (!type || !objectId) return sendJson(response, 400, { error: { message: 'Send { "type": "…", "objectId": "…" }.' } });
        return sendJson(response, 200, await this.fireEvent(type, objectId));
      }
      if (method === 'POST' && path === '/_test/webhooks/hold') {
        this.holdWebhooks();
        return sendJson(response, 200, { held: true });
      }
      if (method === 'POST' && path === '/_test/webhooks/release') {
        await this.releaseWebhooks(body['order'] === 'reverse' ? 'reverse' : 'sent');
        return sendJson(response, 200, { held: false });
      }
      if (method === 'POST' && path === '/_test/webhook-url') {
        this.webhookUrl = text(body['url']);
        return sendJson(response, 200, { url: this.webhookUrl });
      }
      sendJson(response, 404, { error: { message: `Unknown test control: ${method} ${path}` } });
    } catch (error) {
      const status = error instanceof OutOfBandError ? error.status : 500;
      sendJson(response, status, { error: { message: error instanceof Error ? error.message : String(error) } });
    }
  }

  private handlePage(response: ServerResponse, method: string, id: string, raw: string): void {
    const session = this.objects.get(id);
    if (!session || session['object'] !== 'checkout.session') {
      return sendHtml(response, 404, page('Checkout not found', `<p>There is no checkout session ${escapeHtml(id)}.</p>`));
    }
    if (session['status'] !== 'open') {
      const state = session['status'] === 'complete' ? 'is already complete' : 'has expired';
      return sendHtml(response, 410, page('HomeMate test checkout — Stripe stand-in', `<p>This checkout session ${state}.</p>`));
    }
    if (method === 'GET') return sendHtml(response, 200, checkoutPage(session, null));
    const card = new URLSearchParams(raw).get('card') ?? '';
    const context: Context = { requestId: null, idempotencyKey: null, staged: [] };
    try {
      this.complete(id, card, context);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return sendHtml(response, error.status, checkoutPage(session, error.message));
    }
    const success = text(session['success_url']);
    if (success) response.writeHead(303, { Location: success.replaceAll('{CHECKOUT_SESSION_ID}', id) }).end();
    else sendHtml(response, 200, page('HomeMate test checkout — Stripe stand-in', '<p>Done: you can close this page.</p>'));
    this.commit(context.staged);
  }

  // ---------------------------------------------------------------- API objects

  private createCustomer(params: Json): Json {
    return this.store({
      id: randomId('cus_', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: text(params['description']),
      email: text(params['email']),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadataOf(params['metadata']),
      name: text(params['name']),
      phone: text(params['phone']),
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    });
  }

  private createSession(params: Json): Json {
    const mode = text(params['mode']);
    if (!mode) throw missing('mode');
    if (mode !== 'setup' && mode !== 'payment')
      throw invalid(`The stand-in supports mode setup or payment, not ${mode}.`, { param: 'mode' });
    const customer = text(params['customer']);
    if (customer) this.find(customer, 'customer', 'customer', 400);
    const paymentMethodTypes = Array.isArray(params['payment_method_types']) ? params['payment_method_types'].map(String) : null;
    let currency = text(params['currency'])?.toLowerCase() ?? null;
    let amountTotal: number | null = null;
    const lineItems: Json[] = [];
    if (mode === 'payment') {
      const items = params['line_items'];
      if (!Array.isArray(items) || items.length === 0) throw missing('line_items');
      amountTotal = 0;
      items.forEach((item: unknown, index) => {
        const at = `line_items[${index}]`;
        const priceData = record(record(item)['price_data']);
        if (!record(item)['price_data']) throw missing(`${at}[price_data]`);
        const itemCurrency = requireCurrency(priceData['currency'], `${at}[price_data][currency]`);
        const unitAmount = integer(priceData['unit_amount'], `${at}[price_data][unit_amount]`, 0);
        const quantity = integer(record(item)['quantity'], `${at}[quantity]`, 1);
        const name = text(record(priceData['product_data'])['name']);
        if (!name) throw missing(`${at}[price_data][product_data][name]`);
        if (currency && currency !== itemCurrency)
          throw invalid('All line items must use the same currency.', { param: `${at}[price_data][currency]` });
        currency = itemCurrency;
        amountTotal = (amountTotal ?? 0) + unitAmount * quantity;
        lineItems.push({ name, unit_amount: unitAmount, quantity });
      });
    } else if (!currency && !paymentMethodTypes) {
      throw missing('currency');
    }
    if (currency && !/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, { param: 'currency' });
    const id = randomId('cs_test_', 58);
    const created = now();
    const expiresAt = params['expires_at'] === undefined ? created + 24 * 3600 : integer(params['expires_at'], 'expires_at', created);
    return this.store({
      id,
      object: 'checkout.session',
      amount_subtotal: amountTotal,
      amount_total: amountTotal,
      cancel_url: text(params['cancel_url']),
      client_reference_id: text(params['client_reference_id']),
      created,
      currency,
      customer,
      customer_details: null,
      customer_email: text(params['customer_email']),
      expires_at: expiresAt,
      livemode: false,
      locale: text(params['locale']),
      metadata: metadataOf(params['metadata']),
      mode,
      payment_intent: null,
      payment_method_types: paymentMethodTypes ?? ['card'],
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      setup_intent: null,
      status: 'open',
      success_url: text(params['success_url']),
      ui_mode: 'hosted',
      url: `${this.url}/checkout/${id}`,
      // Not part of Stripe's session object: what the hosted page and completion need later.
      _intent_metadata: metadataOf(record(params[mode === 'setup' ? 'setup_intent_data' : 'payment_intent_data'])['metadata']),
      _description: text(record(params['payment_intent_data'])['description']) ?? lineItems.map((item) => item['name']).join(', '),
    });
  }

  private expireSession(id: string, context: Context): Json {
    const session = this.find(id, 'checkout.session');
    if (session['status'] !== 'open')
      throw invalid(`Only open Checkout Sessions can be expired; this one is ${String(session['status'])}.`);
    Object.assign(session, { status: 'expired', url: null });
    this.emit(context, 'checkout.session.expired', session);
    return session;
  }

  /** The hosted page's submit: saves the card (setup) or pays with it on-session (payment), then completes the session. */
  private complete(sessionId: string, cardNumber: string, context: Context): Json {
    const session = this.find(sessionId, 'checkout.session');
    if (session['status'] !== 'open') throw invalid(`This Checkout Session is ${String(session['status'])}, not open.`, {}, 409);
    if (!(cardNumber in TEST_CARDS)) {
      throw invalid(`Unknown test card ${cardNumber}: use one of ${Object.keys(TEST_CARDS).join(', ')}.`, { param: 'card' });
    }
    const card = cardNumber as TestCard;
    // The customer sees the decline on the page and the session stays open; authentication happens on the page.
    if (session['mode'] === 'payment' && TEST_CARDS[card].behaviour === 'declined') {
      throw new ApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      });
    }
    const customer = text(session['customer']);
    const paymentMethod = this.createPaymentMethod(card, customer);
    const intentMetadata = metadataOf(session['_intent_metadata']);
    if (session['mode'] === 'setup') {
      const setupIntent = this.store({
        id: randomId('seti_'),
        object: 'setup_intent',
        cancellation_reason: null,
        client_secret: null,
        created: now(),
        customer,
        description: null,
        last_setup_error: null,
        latest_attempt: null,
        livemode: false,
        mandate: null,
        metadata: intentMetadata,
        next_action: null,
        payment_method: paymentMethod['id'],
        payment_method_types: ['card'],
        status: 'succeeded',
        usage: 'off_session',
      });
      setupIntent['client_secret'] = `${String(setupIntent['id'])}_secret_${randomId('', 24)}`;
      session['setup_intent'] = setupIntent['id'];
      this.emit(context, 'setup_intent.succeeded', setupIntent);
    } else {
      const paymentIntent = this.newPaymentIntent({
        amount: session['amount_total'] as number,
        currency: String(session['currency']),
        customer,
        paymentMethod: String(paymentMethod['id']),
        metadata: intentMetadata,
        description: text(session['_description']),
      });
      this.succeed(paymentIntent, context);
      Object.assign(session, { payment_intent: paymentIntent['id'], payment_status: 'paid' });
    }
    const customerObject = customer ? this.objects.get(customer) : undefined;
    Object.assign(session, {
      status: 'complete',
      url: null,
      customer_details: { email: customerObject?.['email'] ?? session['customer_email'] ?? null, name: customerObject?.['name'] ?? null },
    });
    this.emit(context, 'checkout.session.completed', session);
    return session;
  }

  private createPaymentMethod(card: TestCard, customer: string | null): Json {
    const { brand } = TEST_CARDS[card];
    const paymentMethod = this.store({
      id: randomId('pm_'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand,
        country: 'US',
        display_brand: brand,
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        fingerprint: createHmac('sha256', 'fingerprint').update(card).digest('hex').slice(0, 16),
        funding: 'credit',
        last4: card.slice(-4),
      },
      created: now(),
      customer,
      livemode: false,
      metadata: {},
      type: 'card',
    });
    this.cardOf.set(String(paymentMethod['id']), card);
    return paymentMethod;
  }

  private createPaymentIntent(params: Json, context: Context): Json {
    const amount = integer(params['amount'], 'amount');
    if (amount < 1) throw invalid('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: 'amount' });
    const currency = requireCurrency(params['currency'], 'currency');
    const customer = text(params['customer']);
    if (customer) this.find(customer, 'customer', 'customer', 400);
    let paymentMethod = text(params['payment_method']);
    const alias = paymentMethod ? PAYMENT_METHOD_ALIASES[paymentMethod] : undefined;
    if (alias) paymentMethod = String(this.createPaymentMethod(alias, null)['id']);
    else if (paymentMethod) this.find(paymentMethod, 'payment_method', 'payment_method', 400);
    const confirm = flag(params['confirm']);
    const offSession = flag(params['off_session']);
    if (offSession && !confirm) throw invalid('off_session can only be used with confirm=true.', { param: 'off_session' });
    if (confirm && !paymentMethod) throw missing('payment_method');

    const paymentIntent = this.newPaymentIntent({
      amount,
      currency,
      customer,
      paymentMethod,
      metadata: metadataOf(params['metadata']),
      description: text(params['description']),
    });
    if (!confirm || !paymentMethod) return paymentIntent;
    const behaviour = TEST_CARDS[this.cardOf.get(paymentMethod)!].behaviour;
    if (behaviour === 'declined') {
      this.fail(paymentIntent, context, 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.');
    }
    if (behaviour === 'authentication_required' && offSession) {
      this.fail(
        paymentIntent,
        context,
        'authentication_required',
        'authentication_required',
        'Your card was declined. This transaction requires authentication.',
      );
    }
    if (behaviour === 'authentication_required') {
      // On-session: the customer would now authenticate in the browser (Stripe.js), which the stand-in does not model.
      Object.assign(paymentIntent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `${this.url}/3ds` } },
      });
      this.emit(context, 'payment_intent.requires_action', paymentIntent);
      return paymentIntent;
    }
    this.succeed(paymentIntent, context);
    return paymentIntent;
  }

  private newPaymentIntent(options: {
    amount: number;
    currency: string;
    customer: string | null;
    paymentMethod: string | null;
    metadata: Record<string, string>;
    description: string | null;
  }): Json {
    const id = randomId('pi_');
    return this.store({
      id,
      object: 'payment_intent',
      amount: options.amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomId('', 25)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: options.currency,
      customer: options.customer,
      description: options.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: options.metadata,
      next_action: null,
      payment_method: options.paymentMethod,
      payment_method_types: ['card'],
      receipt_email: null,
      setup_future_usage: null,
      status: options.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    });
  }

  /** Charges the PaymentIntent's card: a succeeded charge and PaymentIntent, and their events. */
  private succeed(paymentIntent: Json, context: Context): void {
    const paymentMethod = this.objects.get(String(paymentIntent['payment_method']))!;
    const card = record(paymentMethod['card']);
    const charge = this.store({
      id: randomId('ch_'),
      object: 'charge',
      amount: paymentIntent['amount'],
      amount_captured: paymentIntent['amount'],
      amount_refunded: 0,
      balance_transaction: null,
      captured: true,
      created: now(),
      currency: paymentIntent['currency'],
      customer: paymentIntent['customer'],
      description: paymentIntent['description'],
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: structuredClone(paymentIntent['metadata']),
      outcome: {
        network_status: 'approved_by_network',
        reason: null,
        risk_level: 'normal',
        seller_message: 'Payment complete.',
        type: 'authorized',
      },
      paid: true,
      payment_intent: paymentIntent['id'],
      payment_method: paymentMethod['id'],
      payment_method_details: {
        type: 'card',
        card: {
          brand: card['brand'],
          country: card['country'],
          exp_month: card['exp_month'],
          exp_year: card['exp_year'],
          last4: card['last4'],
        },
      },
      receipt_url: null,
      refunded: false,
      status: 'succeeded',
    });
    Object.assign(paymentIntent, { status: 'succeeded', amount_received: paymentIntent['amount'], latest_charge: charge['id'] });
    this.emit(context, 'payment_intent.succeeded', paymentIntent);
    this.emit(context, 'charge.succeeded', charge);
  }

  /** A card error: the PaymentIntent goes back to requires_payment_method with last_payment_error, and the API answers 402. */
  private fail(paymentIntent: Json, context: Context, code: string, declineCode: string, message: string): never {
    const paymentMethod = structuredClone(this.objects.get(String(paymentIntent['payment_method'])));
    const error = { type: 'card_error', code, decline_code: declineCode, doc_url: `https://stripe.com/docs/error-codes/${code}`, message };
    Object.assign(paymentIntent, {
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { ...error, payment_method: paymentMethod },
    });
    this.emit(context, 'payment_intent.payment_failed', paymentIntent);
    throw new ApiError(402, { ...error, payment_intent: structuredClone(paymentIntent), payment_method: paymentMethod });
  }

  private createRefund(params: Json, context: Context): Json {
    const paymentIntentId = text(params['payment_intent']);
    const chargeId = text(params['charge']);
    if (!paymentIntentId && !chargeId) throw missing('payment_intent');
    let charge: Json;
    if (paymentIntentId) {
      const paymentIntent = this.find(paymentIntentId, 'payment_intent', 'payment_intent', 400);
      const latest = text(paymentIntent['latest_charge']);
      if (paymentIntent['status'] !== 'succeeded' || !latest) {
        throw invalid(`This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`, {
          code: 'charge_not_refundable',
          param: 'payment_intent',
        });
      }
      charge = this.find(latest, 'charge');
    } else {
      charge = this.find(chargeId!, 'charge', 'charge', 400);
    }
    const currency = String(charge['currency']);
    const remaining = (charge['amount'] as number) - (charge['amount_refunded'] as number);
    if (remaining <= 0) throw invalid(`Charge ${String(charge['id'])} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = params['amount'] === undefined ? remaining : integer(params['amount'], 'amount');
    if (amount < 1) throw invalid('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: 'amount' });
    if (amount > remaining) {
      throw invalid(
        `Refund amount (${formatAmount(amount, currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, currency)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    const reason = text(params['reason']);
    if (reason && !REFUND_REASONS.includes(reason)) {
      throw invalid(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}.`, { code: 'parameter_invalid_string', param: 'reason' });
    }
    const refund = this.store({
      id: randomId('re_'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge['id'],
      created: now(),
      currency,
      destination_details: { type: 'card', card: { type: 'refund', reference_status: 'pending' } },
      metadata: metadataOf(params['metadata']),
      payment_intent: charge['payment_intent'],
      reason,
      receipt_number: null,
      status: 'succeeded',
    });
    const refunded = (charge['amount_refunded'] as number) + amount;
    Object.assign(charge, { amount_refunded: refunded, refunded: refunded === charge['amount'] });
    this.emit(context, 'refund.created', refund);
    this.emit(context, 'charge.refunded', charge);
    return refund;
  }

  private store(object: Json): Json {
    this.objects.set(String(object['id']), object);
    return object;
  }

  private find(id: string, object: string, param = 'id', status = 404): Json {
    const found = this.objects.get(id);
    if (!found || found['object'] !== object) throw invalid(`No such ${object}: '${id}'`, { code: 'resource_missing', param }, status);
    return found;
  }

  /** What the API shows of an object: a copy without the stand-in's own fields, with `expand` paths replaced by their objects. */
  private view(object: Json, expand: unknown): Json {
    const copy = withoutPrivateFields(object);
    const paths = Array.isArray(expand) ? expand : expand === undefined ? [] : [expand];
    for (const path of paths) {
      if (typeof path !== 'string') throw invalid('expand must be a list of strings.', { param: 'expand' });
      let targets = [copy];
      for (const field of path.split('.')) {
        const next: Json[] = [];
        for (const target of targets) {
          const value = target[field];
          if (value === null) continue;
          if (typeof value === 'object') next.push(value as Json);
          else if (field !== 'id' && typeof value === 'string' && this.objects.has(value)) {
            target[field] = withoutPrivateFields(this.objects.get(value)!);
            next.push(target[field] as Json);
          } else {
            throw invalid(`This property cannot be expanded (${path}).`, { param: 'expand' });
          }
        }
        targets = next;
      }
    }
    return copy;
  }

  // ---------------------------------------------------------------- events and webhooks

  /** Makes an event about the object as it is now; it is recorded and sent once `commit` runs (after the API response). */
  private emit(context: Context, type: string, object: Json): StripeEvent {
    const id = randomId('evt_');
    const created = now();
    const snapshot = withoutPrivateFields(object);
    const event = {
      id,
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created,
      data: { object: snapshot },
      livemode: false,
      pending_webhooks: 1,
      request: { id: context.requestId, idempotency_key: context.idempotencyKey },
      type,
    };
    const recorded: StripeEvent = {
      id,
      type,
      created,
      object: snapshot,
      body: JSON.stringify(event, null, 2),
      attempts: [],
      delivery: 'pending',
    };
    context.staged.push(recorded);
    return recorded;
  }

  private commit(staged: StripeEvent[]): void {
    for (const event of staged) {
      this.events.push(event);
      if (this.webhookUrl) this.queue.push({ event, resend: false, done: () => {} });
      else event.delivery = 'unsent';
    }
    this.pump();
  }

  /** Runs a test control as if Stripe did it by itself (event.request is null), committing its events at once. */
  private outOfBand<T>(action: (context: Context) => T): Promise<T> {
    const context: Context = { requestId: null, idempotencyKey: null, staged: [] };
    try {
      const result = action(context);
      this.commit(context.staged);
      return Promise.resolve(result);
    } catch (error) {
      return Promise.reject(error instanceof ApiError ? new OutOfBandError(error.status, error.message) : error);
    }
  }

  // One delivery at a time, in queue order: a later event never overtakes an earlier one unless a test reorders them.
  private pump(): void {
    if (this.delivering || this.held || this.closed) return;
    const next = this.queue.shift();
    if (!next) {
      this.idleWaiters.splice(0).forEach((resolve) => resolve());
      return;
    }
    this.delivering = true;
    void this.deliver(next).finally(() => {
      this.delivering = false;
      next.done();
      this.pump();
    });
  }

  private isIdle(): boolean {
    return this.closed || (!this.delivering && this.queue.length === 0);
  }

  private async deliver({ event, resend }: Delivery): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      const url = this.webhookUrl;
      if (!url) {
        if (event.delivery === 'pending') event.delivery = 'unsent';
        return;
      }
      const result = await this.post(url, event.body);
      event.attempts.push({ ...result, resend });
      if (result.status !== null && result.status >= 200 && result.status < 300) {
        event.delivery = 'delivered';
        return;
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        if (event.delivery !== 'delivered') event.delivery = 'failed';
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }

  /** One signed POST, as Stripe sends it: `Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`. */
  private post(url: string, body: string): Promise<Omit<WebhookAttempt, 'resend'>> {
    const at = Date.now();
    const timestamp = Math.floor(at / 1000);
    const signature = createHmac('sha256', this.webhookSecret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
    return new Promise((resolve) => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return resolve({ at, status: null, error: `invalid webhook URL: ${url}` });
      }
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(
        target,
        {
          method: 'POST',
          agent: false,
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(body),
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Cache-Control': 'no-cache',
            Accept: '*/*; q=0.5, application/xml',
            'Stripe-Signature': `t=${timestamp},v1=${signature}`,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ at, status: response.statusCode ?? null, error: null }));
          response.on('error', (error) => resolve({ at, status: null, error: error.message }));
        },
      );
      this.inFlight = request;
      request.setTimeout(DELIVERY_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${DELIVERY_TIMEOUT_MS} ms`)));
      request.on('error', (error) => resolve({ at, status: null, error: error.message }));
      request.on('close', () => {
        if (this.inFlight === request) this.inFlight = null;
      });
      request.end(body);
    });
  }
}

/** A test control refused (unknown session, session not open, declined card): carries the HTTP status for /_test routes. */
class OutOfBandError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

// ------------------------------------------------------------------ form decoding

/**
 * Decodes Stripe's form encoding (`metadata[booking_id]=b1`, `expand[]=x` or `expand[0]=x`,
 * `line_items[0][price_data][unit_amount]=1200`) into objects and arrays. Values stay strings, except the
 * integer fields Stripe documents as integers (amount, unit_amount, quantity, expires_at).
 */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)] : [key];
    if (path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')) continue;
    let node = root;
    path.forEach((part, index) => {
      // `a[]` appends: its index is the number of entries so far.
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[name] = INTEGER_FIELDS.has(name) && /^-?\d+$/.test(value) ? Number(value) : value;
      } else {
        if (node[name] === null || typeof node[name] !== 'object') node[name] = {};
        node = node[name] as Json;
      }
    });
  }
  return arrayify(root, '') as Json;
}

// Objects whose keys are all indexes become arrays, except metadata (whose keys are the caller's).
function arrayify(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Json).map(([name, child]) => [name, arrayify(child, name)] as const);
  if (key !== 'metadata' && entries.length > 0 && entries.every(([name]) => /^\d+$/.test(name))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

// ------------------------------------------------------------------ helpers

function randomId(prefix: string, length = 24): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return prefix + [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const now = (): number => Math.floor(Date.now() / 1000);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const flag = (value: unknown): boolean => value === true || value === 'true';
const record = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const firstHeader = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

function metadataOf(value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(record(value)).map(([key, entry]) => [key, String(entry)]));
}

function withoutPrivateFields(object: Json): Json {
  return structuredClone(Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))));
}

/** An integer parameter (the decoder made it a number); `fallback` when absent, or parameter_missing when there is none. */
function integer(value: unknown, param: string, fallback?: number): number {
  if (value === undefined || value === '') {
    if (fallback === undefined) throw missing(param);
    return fallback;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw invalid(`Invalid integer: ${String(value)}`, { code: 'parameter_invalid_integer', param });
  }
  return value;
}

function requireCurrency(value: unknown, param: string): string {
  const currency = text(value)?.toLowerCase();
  if (!currency) throw missing(param);
  if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, { param });
  return currency;
}

function formatAmount(amount: number, currency: string): string {
  try {
    const major = ZERO_DECIMAL_CURRENCIES.has(currency) ? amount : amount / 100;
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(major);
  } catch {
    return `${amount} ${currency}`;
  }
}

function errorJson(error: Json): string {
  return JSON.stringify({ error }, null, 2);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 34rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1b1b1b; }
fieldset { border: 1px solid #767676; border-radius: 6px; padding: 0.5rem 1rem; margin: 1rem 0; }
.card { display: flex; gap: 0.5rem; align-items: center; padding: 0.25rem 0; }
button { font: inherit; padding: 0.5rem 1.25rem; border: 0; border-radius: 6px; background: #2f3fbf; color: #fff; cursor: pointer; }
a { color: #2f3fbf; margin-left: 1rem; }
:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
[role='alert'] { color: #a10000; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>HomeMate test checkout — Stripe stand-in</h1>
${main}
</main>
</body>
</html>
`;
}

/** The hosted page of an open session: what is asked, one radio button per test card, submit and cancel. */
function checkoutPage(session: Json, error: string | null): string {
  const payment = session['mode'] === 'payment';
  const summary = payment
    ? `<h2>Pay ${escapeHtml(formatAmount(session['amount_total'] as number, String(session['currency'])))}</h2>`
    : '<h2>Save a card</h2><p>Nothing is charged now: the card is kept for later payments.</p>';
  const cards = Object.entries(TEST_CARDS)
    .map(
      ([number, card], index) =>
        `<div class="card"><input type="radio" id="card-${number}" name="card" value="${number}"${index === 0 ? ' checked' : ''}>` +
        `<label for="card-${number}">${escapeHtml(card.label)}</label></div>`,
    )
    .join('\n');
  const cancel = text(session['cancel_url']);
  return page(
    'HomeMate test checkout — Stripe stand-in',
    `${summary}
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${escapeHtml(String(session['id']))}">
<fieldset>
<legend>Test card</legend>
${cards}
</fieldset>
<button type="submit">${payment ? 'Pay' : 'Save card'}</button>${cancel ? `<a href="${escapeHtml(cancel)}">Cancel</a>` : ''}
</form>`,
  );
}
