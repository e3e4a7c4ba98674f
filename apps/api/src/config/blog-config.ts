import { resolve } from 'node:path';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Origin of the S3 API, path-style requests (AWS, MinIO, R2, Ceph...); e.g. https://s3.ca-central-1.amazonaws.com. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface BlogConfig {
  /** UPLOAD_DIR: where uploaded blog images are written and served from (absolute), without S3. */
  uploadDir: string;
  /** S3_BUCKET and friends: images go to this bucket instead of UPLOAD_DIR; null when S3_BUCKET is unset. */
  s3: S3StorageConfig | null;
}

/** Relative to the working directory, next to the launcher's other local data. */
export const DEFAULT_UPLOAD_DIR = '.data/uploads';

type Read = (name: string) => string | undefined;

export function loadBlogConfig(read: Read, problems: string[]): BlogConfig {
  const uploadDir = resolve(read('UPLOAD_DIR') ?? DEFAULT_UPLOAD_DIR);
  const bucket = read('S3_BUCKET');
  if (bucket === undefined) return { uploadDir, s3: null };
  const region = read('S3_REGION') ?? 'us-east-1';
  const endpoint = read('S3_ENDPOINT') ?? `https://s3.${region}.amazonaws.com`;
  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if (!URL.canParse(endpoint) || !['http:', 'https:'].includes(new URL(endpoint).protocol)) problems.push('S3_ENDPOINT must be an http(s):// URL');
  if (accessKeyId === undefined || secretAccessKey === undefined) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push(`S3_BUCKET must be a bucket name (got ${JSON.stringify(bucket.slice(0, 80))})`);
  return { uploadDir, s3: { bucket, region, endpoint: endpoint.replace(/\/+$/, ''), accessKeyId: accessKeyId ?? '', secretAccessKey: secretAccessKey ?? '' } };
}
