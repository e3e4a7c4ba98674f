import { loadBlogConfig } from './blog-config.js';

const reader = (env: Record<string, string>) => (name: string) => env[name];

describe('loadBlogConfig', () => {
  it('stores images on disk by default, under .data/uploads', () => {
    const problems: string[] = [];
    const config = loadBlogConfig(reader({}), problems);
    expect(config.s3).toBeNull();
    expect(config.uploadDir).toMatch(/\/\.data\/uploads$/);
    expect(problems).toEqual([]);
  });

  it('uses a bucket when S3_BUCKET is set, with the region’s AWS endpoint by default', () => {
    const problems: string[] = [];
    const config = loadBlogConfig(reader({ S3_BUCKET: 'homemate-blog', S3_REGION: 'ca-central-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }), problems);
    expect(config.s3).toEqual({ bucket: 'homemate-blog', region: 'ca-central-1', endpoint: 'https://s3.ca-central-1.amazonaws.com', accessKeyId: 'id', secretAccessKey: 'secret' });
    expect(problems).toEqual([]);
  });

  it('reports a bucket without keys, a bad name and a bad endpoint', () => {
    const problems: string[] = [];
    loadBlogConfig(reader({ S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x' }), problems);
    expect(problems).toHaveLength(3);
  });
});
