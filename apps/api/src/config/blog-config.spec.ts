import { InvalidConfigError } from '@hm/config';
import { loadConfig } from './load-config.js';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/homemate', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('blog images settings', () => {
  it('stores images on disk by default, under .data/uploads', () => {
    const { blog } = loadConfig(valid).config;
    expect(blog.s3).toBeNull();
    expect(blog.uploadDir).toMatch(/\/\.data\/uploads$/);
  });

  it('uses a bucket when S3_BUCKET is set, with the region’s AWS endpoint by default', () => {
    const { blog } = loadConfig({
      ...valid,
      S3_BUCKET: 'homemate-blog',
      S3_REGION: 'ca-central-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).config;
    expect(blog.s3).toEqual({
      bucket: 'homemate-blog',
      region: 'ca-central-1',
      endpoint: 'https://s3.ca-central-1.amazonaws.com',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });

  it('reports a bucket without keys, a bad name and a bad endpoint', () => {
    let problems: readonly string[] = [];
    try {
      loadConfig({ ...valid, S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x' });
    } catch (error) {
      if (error instanceof InvalidConfigError) problems = error.problems;
    }
    expect(problems).toEqual([
      'S3_BUCKET must be a bucket name (got "Bad_Bucket")',
      'S3_ENDPOINT must be an http(s):// URL (got "ftp://x")',
      'S3_ACCESS_KEY_ID is required when S3_BUCKET is set',
      'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    ]);
  });
});
