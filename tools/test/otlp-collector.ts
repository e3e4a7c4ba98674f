// A local OpenTelemetry collector stand-in: an HTTP server that takes OTLP/HTTP trace exports in
// JSON (POST /v1/traces, what @opentelemetry/exporter-trace-otlp-http sends) and keeps each span's
// service, name, ids and kind, so tests can check that one trace crosses the API and the worker,
// and the benchmark can point the exporter somewhere real. `node tools/test/otlp-collector.ts <port>`
// runs it alone (GET /spans/count tells how many spans it took) and prints the count on SIGTERM.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CollectedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  kind: number;
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { name: string; traceId: string; spanId: string; parentSpanId?: string; kind?: number }[] }[];
  }[];
}

export class OtlpCollector {
  readonly spans: CollectedSpan[] = [];
  /** Export requests refused because they were not OTLP JSON. */
  refused = 0;

  private readonly server: Server;

  private constructor(server: Server) {
    this.server = server;
  }

  static async start(port = 0): Promise<OtlpCollector> {
    const server: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'GET' && request.url === '/spans/count') {
          response.writeHead(200, { 'content-type': 'text/plain' }).end(String(collector.spans.length));
          return;
        }
        const accepted =
          request.method === 'POST' && request.url === '/v1/traces' && collector.take(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(accepted ? 200 : 400, { 'content-type': 'application/json' }).end(accepted ? '{}' : '{"error":"not OTLP JSON"}');
      });
    });
    const collector = new OtlpCollector(server);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return collector;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The spans of one trace. */
  trace(traceId: string): CollectedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private take(body: string): boolean {
    let request: ExportRequest;
    try {
      request = JSON.parse(body) as ExportRequest;
    } catch {
      this.refused += 1;
      return false;
    }
    for (const resource of request.resourceSpans ?? []) {
      const service = resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
      for (const scope of resource.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          this.spans.push({
            service,
            name: span.name,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? '',
            kind: span.kind ?? 0,
          });
        }
      }
    }
    return true;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const collector = await OtlpCollector.start(Number(process.argv[2] ?? 0));
  process.stdout.write(`[otlp-collector] ${collector.url}\n`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      process.stdout.write(`[otlp-collector] ${collector.spans.length} spans\n`);
      void collector.close().then(() => process.exit(0));
    });
  }
}
