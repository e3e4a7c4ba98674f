import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { BLOG_ROUTES } from '@hm/contracts';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { imageInfo } from '../../testing/test-images.js';

const SUITE = 'blog_s3';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// Blog images in an S3-compatible bucket (S3_* set), against s3rver, a local S3 API.
describe('blog images in an S3 bucket', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let s3: S3rver;
  let s3Running = false;
  let s3Dir: string;
  let uploadDir: string;
  let alice: Signed;

  beforeAll(async () => {
    s3Dir = await mkdtemp(join(tmpdir(), 'hm-blog-s3-'));
    uploadDir = await mkdtemp(join(tmpdir(), 'hm-blog-not-used-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'blog-images', configs: [] }],
    });
    const { port } = await s3.run();
    s3Running = true;
    db = await createTestDatabase('hm_test_blog_s3');
    app = await startApp(
      testConfig(
        {
          DATABASE_URL: db.url,
          UPLOAD_DIR: uploadDir,
          S3_BUCKET: 'blog-images',
          S3_REGION: 'us-east-1',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
        { suite: SUITE },
      ),
    );
    alice = await new AccountsClient(app.baseUrl).signUp(signUpRequest({ email: 'alice.s3@example.com' }));
  });

  afterAll(async () => {
    await app?.close();
    if (s3Running) await s3.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
    await rm(s3Dir, { recursive: true, force: true });
    await rm(uploadDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
    return fetch(`${app.baseUrl}/api/${BLOG_ROUTES.uploadImage}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.session.accessToken}` },
      body: form,
    });
  };

  it('puts the image in the bucket (not on disk) and serves it back with its type', async () => {
    const response = await upload(PNG);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const name = url.split('/').pop()!;
    expect(await readdir(join(s3Dir, 'blog-images'))).toContain(`${name}._S3rver_object`);
    expect(await readdir(uploadDir)).toEqual([]);

    const served = await fetch(`${app.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // What the bucket holds is the image encoded again, and that is what is served.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes).toEqual(await readFile(join(s3Dir, 'blog-images', `${name}._S3rver_object`)));
    expect(await imageInfo(bytes)).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await fetch(`${app.baseUrl}/api/uploads/${name.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`)).status).toBe(404);
  });

  it('answers BLOG_IMAGE_UPLOAD_FAILED when the bucket cannot be reached', async () => {
    await s3.close();
    s3Running = false;
    const response = await upload(PNG);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'BLOG_IMAGE_UPLOAD_FAILED' });
  });
});
