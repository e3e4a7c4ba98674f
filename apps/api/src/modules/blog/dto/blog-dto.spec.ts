import type { ArgumentMetadata } from '@nestjs/common';
import { BLOG_MAX_TAGS } from '@hm/contracts';
import { createValidationPipe } from '../../../common/validation/create-validation-pipe.js';
import { ValidationFailedException } from '../../../common/errors/validation-failed.exception.js';
import { CreateBlogPostDto, UpdateBlogPostDto } from './blog-post.dto.js';
import { BlogListQueryDto } from './blog-query.dto.js';
import { CreateCommentDto } from './blog-comment.dto.js';

const pipe = createValidationPipe();

async function check<T>(
  metatype: new () => T,
  body: Record<string, unknown>,
  type: ArgumentMetadata['type'] = 'body',
): Promise<{ value?: T; fields?: Record<string, string[]> }> {
  try {
    return { value: (await pipe.transform(body, { type, metatype })) as T };
  } catch (error) {
    if (!(error instanceof ValidationFailedException)) throw error;
    return { fields: error.fields ?? {} };
  }
}

const valid = { title: '  Titre\n ', content: '<p>x</p>', category: 'maintenance', status: 'draft' };

describe('blog DTOs through the global validation pipe', () => {
  it('cleans a valid post: trimmed title, normalised tags, empty image as none', async () => {
    const { value } = await check(CreateBlogPostDto, {
      ...valid,
      tags: [' Hiver ', 'hiver', 'TOIT  plat'],
      featuredImage: ' ',
      excerpt: ' a\r\nb ',
    });
    expect(value).toMatchObject({ title: 'Titre', tags: ['hiver', 'toit plat'], featuredImage: null, excerpt: 'a\nb' });
  });

  it('names each wrong field with its blog code', async () => {
    const { fields } = await check(CreateBlogPostDto, {
      title: ' ',
      content: '',
      category: 'Tips & Tricks',
      status: 'public',
      tags: Array.from({ length: BLOG_MAX_TAGS + 1 }, (_, i) => `t${i}`),
      featuredImage: 'http://example.com/a.png',
    });
    expect(fields).toEqual({
      title: ['REQUIRED'],
      content: ['REQUIRED'],
      category: ['INVALID_CATEGORY'],
      status: ['INVALID_STATUS'],
      tags: ['TOO_MANY_TAGS'],
      featuredImage: ['INVALID_IMAGE_URL'],
    });
    expect((await check(CreateBlogPostDto, { ...valid, title: 'x'.repeat(201) })).fields).toEqual({ title: ['TOO_LONG'] });
    expect((await check(CreateBlogPostDto, { ...valid, tags: ['ok', 42] })).fields).toEqual({ tags: ['INVALID_TAG'] });
  });

  it('takes a featured image only from our uploads', async () => {
    const upload = '/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.webp';
    const post = { title: 'Titre', content: '<p>x</p>', category: 'maintenance', status: 'draft', featuredImage: upload };
    expect((await check(CreateBlogPostDto, post)).value).toMatchObject({ featuredImage: upload });
    for (const featuredImage of [
      'https://evil.example/x.png" onerror=alert(1)',
      'https://images.example.com/a.jpg',
      '//evil.example/api/uploads/a.png',
      '/api/uploads/a.png',
    ]) {
      expect({ featuredImage, fields: (await check(UpdateBlogPostDto, { featuredImage })).fields }).toEqual({
        featuredImage,
        fields: { featuredImage: ['INVALID_IMAGE_URL'] },
      });
    }
  });

  it('refuses fields the server owns', async () => {
    const { fields } = await check(CreateBlogPostDto, { ...valid, slug: 'mine', authorId: 'x', views: 1000 });
    expect(Object.keys(fields ?? {}).sort()).toEqual(['authorId', 'slug', 'views']);
  });

  it('accepts a partial update and still checks what is sent', async () => {
    expect((await check(UpdateBlogPostDto, { status: 'published' })).value).toMatchObject({ status: 'published' });
    expect((await check(UpdateBlogPostDto, { title: '' })).fields).toEqual({ title: ['REQUIRED'] });
  });

  it('reads list queries from strings and refuses bad ones', async () => {
    const { value } = await check(
      BlogListQueryDto,
      { page: '2', limit: '12', search: ' rénovation ', category: '', sort: 'popular' },
      'query',
    );
    expect(value).toMatchObject({ page: 2, limit: 12, search: 'rénovation', category: undefined, sort: 'popular' });
    expect((await check(BlogListQueryDto, { page: '0', limit: '500', sort: 'random' }, 'query')).fields).toEqual({
      page: ['INVALID_PAGE'],
      limit: ['INVALID_PAGE'],
      sort: ['INVALID_SORT'],
    });
  });

  it('keeps a comment as plain text with its line breaks', async () => {
    expect((await check(CreateCommentDto, { content: ' <b>hi</b>\r\nthere ' })).value).toMatchObject({ content: '<b>hi</b>\nthere' });
    // Other control characters never reach the blog's rules: the pipe refuses them first.
    expect((await check(CreateCommentDto, { content: 'bell\u0007' })).fields).toEqual({ content: ['INVALID_TEXT'] });
    expect((await check(CreateCommentDto, { content: '   ' })).fields).toEqual({ content: ['REQUIRED'] });
  });
});
