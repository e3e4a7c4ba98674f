import type { ApiEnv } from '@hm/config';

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

export function blogConfig(env: ApiEnv): BlogConfig {
  if (env.S3_BUCKET === undefined) return { uploadDir: env.UPLOAD_DIR, s3: null };
  return {
    uploadDir: env.UPLOAD_DIR,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      // Required with S3_BUCKET: reading the environment has refused to start without them.
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    },
  };
}
