import aws4 from 'aws4';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { S3StorageConfig } from '../../config/blog-config.js';

export interface StoredObject {
  stream: Readable;
  bytes: number;
}

/** Where blog images live. Names are chosen by the API (a UUID and an extension), never by a user. */
export interface ImageStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none by that name. */
  get(name: string): Promise<StoredObject | undefined>;
}

/** UPLOAD_DIR on local disk (shared by every API copy, e.g. a volume). */
export class LocalImageStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Written aside then renamed: a reader never gets half a file.
    const partial = join(this.dir, `.${name}.part`);
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, join(this.dir, name));
  }

  async get(name: string): Promise<StoredObject | undefined> {
    const path = join(this.dir, name);
    try {
      const info = await stat(path);
      return info.isFile() ? { stream: createReadStream(path), bytes: info.size } : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2...), path-style requests signed with AWS Signature V4.
 * The bucket stays private: the API reads objects back and serves them itself.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly host: string;
  private readonly basePath: string;

  constructor(private readonly config: S3StorageConfig) {
    const endpoint = new URL(config.endpoint);
    this.host = endpoint.host;
    this.basePath = `${endpoint.pathname.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  }

  private request(method: 'PUT' | 'GET', name: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Response> {
    const path = `${this.basePath}/${encodeURIComponent(name)}`;
    const signed = aws4.sign(
      { host: this.host, path, method, service: 's3', region: this.config.region, headers, body },
      { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
    );
    const url = `${new URL(this.config.endpoint).protocol}//${this.host}${path}`;
    return fetch(url, { method, headers: signed.headers as Record<string, string>, body, signal: AbortSignal.timeout(15_000) });
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.request('PUT', name, { 'content-type': contentType, 'content-length': String(bytes.length) }, bytes);
    if (!response.ok) throw new Error(`S3 PUT ${name} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }

  async get(name: string): Promise<StoredObject | undefined> {
    const response = await this.request('GET', name);
    if (response.status === 404) return undefined;
    if (!response.ok || !response.body) throw new Error(`S3 GET ${name} answered ${response.status}`);
    return { stream: Readable.fromWeb(response.body as never), bytes: Number(response.headers.get('content-length') ?? 0) };
  }
}
