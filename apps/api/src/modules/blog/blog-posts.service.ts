import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  BLOG_CATEGORIES,
  BLOG_FEATURED_COUNT,
  BLOG_FILTER_TAGS_COUNT,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_COUNT,
  BLOG_SIDEBAR_POSTS_COUNT,
  BlogFieldError,
  blogPostSlug,
  normalizeBlogTag,
  readTimeMinutes,
  totalPages,
  type BlogCategoryCount,
  type BlogLikeState,
  type BlogListResponse,
  type BlogPostSummary,
  type BlogPostView,
  type BlogSaveState,
  type BlogTagCount,
  type BlogListLanguage,
  type BlogViewRecorded,
  type Language,
} from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import { ValidationFailedException } from '../../common/errors/validation-failed.exception.js';
import type { AuthUser } from '../auth/auth-user.js';
import { toPostSummary, toPostView } from './blog-post.view.js';
import { BlogPostsRepository, type PostRef, type PostRow, type PostWrite } from './blog-posts.repository.js';
import type { CreateBlogPostDto, UpdateBlogPostDto } from './dto/blog-post.dto.js';
import type { BlogListQueryDto, BlogPageQueryDto } from './dto/blog-query.dto.js';
import { isBlankPostHtml, sanitizePostHtml } from './post-html.js';

const SLUG_UNIQUE = 'blog_posts_slug_unique';
const TRANSLATION_UNIQUE = 'blog_posts_translation_of_id_unique';

export const postNotFound = (): DomainException => new DomainException(ApiErrorCode.BLOG_POST_NOT_FOUND, 'Post not found');

/** Posts: the list and its sidebars, one post, writing, likes, saves and views. */
@Injectable()
export class BlogPostsService {
  constructor(private readonly posts: BlogPostsRepository) {}

  async list(query: BlogListQueryDto): Promise<BlogListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? BLOG_PAGE_SIZE;
    const search = query.search?.trim() || null;
    const { rows, total, capped } = await this.posts.list({
      search,
      language: query.language === undefined || query.language === 'all' ? null : query.language,
      category: query.category ?? null,
      tag: query.tag ? normalizeBlogTag(query.tag) : null,
      sort: query.sort ?? 'newest',
      offset: (page - 1) * limit,
      limit,
    });
    return { posts: rows.map(toPostSummary), total, totalCapped: capped, page, totalPages: totalPages(total, limit) };
  }

  async mine(user: AuthUser, query: BlogPageQueryDto): Promise<BlogListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? BLOG_PAGE_SIZE;
    const { rows, total } = await this.posts.listByAuthor(user.id, (page - 1) * limit, limit);
    return { posts: rows.map(toPostSummary), total, totalCapped: false, page, totalPages: totalPages(total, limit) };
  }

  async saved(user: AuthUser, query: BlogPageQueryDto): Promise<BlogListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? BLOG_PAGE_SIZE;
    const { rows, total } = await this.posts.listSavedBy(user.id, (page - 1) * limit, limit);
    return { posts: rows.map(toPostSummary), total, totalCapped: false, page, totalPages: totalPages(total, limit) };
  }

  async featured(language?: BlogListLanguage): Promise<BlogPostSummary[]> {
    return (await this.posts.top('popular', BLOG_FEATURED_COUNT, languageOption(language))).map(toPostSummary);
  }

  async recent(limit = BLOG_SIDEBAR_POSTS_COUNT, language?: BlogListLanguage): Promise<BlogPostSummary[]> {
    return (await this.posts.top('newest', limit, languageOption(language))).map(toPostSummary);
  }

  async popular(limit = BLOG_SIDEBAR_POSTS_COUNT, language?: BlogListLanguage): Promise<BlogPostSummary[]> {
    return (await this.posts.top('popular', limit, languageOption(language))).map(toPostSummary);
  }

  async categories(): Promise<BlogCategoryCount[]> {
    const counts = await this.posts.categoryCounts();
    return BLOG_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
  }

  tags(limit = BLOG_FILTER_TAGS_COUNT): Promise<BlogTagCount[]> {
    return this.posts.tagCounts(limit);
  }

  async bySlug(slug: string, viewer: AuthUser | null): Promise<BlogPostView> {
    const row = await this.posts.findBySlug(slug, viewer?.id ?? null);
    if (!row || !isVisible(row, viewer)) throw postNotFound();
    return toPostView(row, viewer?.id ?? null);
  }

  async related(slug: string, viewer: AuthUser | null): Promise<BlogPostSummary[]> {
    const post = await this.visible(slug, viewer);
    return (await this.posts.top('popular', BLOG_RELATED_COUNT, { category: post.category, excludeId: post.id })).map(toPostSummary);
  }

  /** Published posts only: an author previewing a draft is not a reader. */
  async recordView(slug: string, visitorKey: string): Promise<BlogViewRecorded> {
    const post = await this.posts.findRef(slug);
    if (!post || !isPublic(post)) throw postNotFound();
    return this.posts.recordView(post.id, visitorKey);
  }

  async create(author: AuthUser, dto: CreateBlogPostDto): Promise<BlogPostView> {
    const write = toWrite(dto);
    if (write.translationOf !== null) {
      // The language the post will have: the one chosen, else the author's saved one.
      const language = write.language ?? (await this.posts.authorLanguage(author.id));
      await this.checkTranslation(author, null, language, write.translationOf);
    }
    const base = blogPostSlug(dto.title);
    const taken = new Set<string>();
    // No attempt limit for racing authors to exhaust: a clash means another post holds that slug
    // now, so it joins `taken` and is never tried again; with finitely many posts this ends.
    for (;;) {
      const slug = blogPostSlug(dto.title, taken);
      try {
        await this.posts.insert(slug, author.id, write);
        return this.bySlug(slug, author);
      } catch (error) {
        if (isConstraintViolation(error, TRANSLATION_UNIQUE)) throw invalidTranslation();
        if (!isConstraintViolation(error, SLUG_UNIQUE)) throw error;
        taken.add(slug);
        // The suffixes taken meanwhile, so that the next try skips them all at once.
        for (const other of await this.posts.takenSlugs(base)) taken.add(other);
      }
    }
  }

  async update(slug: string, user: AuthUser, dto: UpdateBlogPostDto): Promise<BlogPostView> {
    await this.ownPost(slug, user);
    const current = (await this.posts.findBySlug(slug, null))!;
    const merged: CreateBlogPostDto = {
      title: dto.title ?? current.title,
      excerpt: dto.excerpt ?? current.excerpt,
      content: dto.content ?? current.content ?? '',
      category: dto.category ?? current.category,
      tags: dto.tags ?? current.tags,
      featuredImage: dto.featuredImage === undefined ? current.featured_image : dto.featuredImage,
      status: dto.status ?? current.status,
      language: dto.language ?? current.language,
      translationOf: dto.translationOf === undefined ? current.translation_of_id : dto.translationOf,
    };
    const write = toWrite(merged);
    const language = write.language ?? current.language;
    if (write.translationOf !== null) await this.checkTranslation(user, current.id, language, write.translationOf);
    // The posts that translate this one must stay in the other language.
    if ((await this.posts.translatedByLanguages(current.id)).includes(language)) {
      throw new ValidationFailedException(
        { language: [BlogFieldError.InvalidTranslation] },
        'A translation of this post is in that language',
      );
    }
    try {
      await this.posts.update(current.id, write);
    } catch (error) {
      if (isConstraintViolation(error, TRANSLATION_UNIQUE)) throw invalidTranslation();
      throw error;
    }
    return this.bySlug(slug, user);
  }

  async delete(slug: string, user: AuthUser): Promise<void> {
    const post = await this.ownPost(slug, user);
    await this.posts.delete(post.id);
  }

  async setLike(slug: string, user: AuthUser, liked: boolean): Promise<BlogLikeState> {
    const post = await this.visible(slug, user);
    return { liked, likes: await this.posts.setLike(user.id, post.id, liked) };
  }

  async setSave(slug: string, user: AuthUser, saved: boolean): Promise<BlogSaveState> {
    const post = await this.visible(slug, user);
    await this.posts.setSave(user.id, post.id, saved);
    return { saved };
  }

  /** The post if this viewer may see it (published and not hidden, or their own), else 404. */
  async visible(slug: string, viewer: AuthUser | null): Promise<PostRef> {
    const post = await this.posts.findRef(slug);
    if (!post || !isVisible(post, viewer)) throw postNotFound();
    return post;
  }

  /**
   * A post may translate another (`targetId`) only when its author may read that one, it is in the
   * other language, it translates nothing itself, nothing else translates it already, and this post
   * is not itself the original of a translation.
   */
  private async checkTranslation(author: AuthUser, postId: string | null, language: Language, targetId: string): Promise<void> {
    const target = await this.posts.findTranslationTarget(targetId);
    const ok =
      target !== undefined &&
      target.id !== postId &&
      isVisible(target, author) &&
      target.language !== language &&
      target.translation_of_id === null &&
      (target.translated_by === null || target.translated_by === postId) &&
      (postId === null || (await this.posts.translatedByLanguages(postId)).length === 0);
    if (!ok) throw invalidTranslation();
  }

  /** Someone else's draft is a 404 (it does not exist for them); their published post a 403. */
  private async ownPost(slug: string, user: AuthUser): Promise<PostRef> {
    const post = await this.visible(slug, user);
    if (post.author_id !== user.id) throw new DomainException(ApiErrorCode.BLOG_NOT_AUTHOR, 'Only the author can change this post.');
    return post;
  }
}

/** One language's posts, or both ('all' or absent). */
const languageOption = (language: BlogListLanguage | undefined): { language?: Language } =>
  language === undefined || language === 'all' ? {} : { language };

/** PostgreSQL's unique_violation on `name`, raw from the driver or wrapped by the ORM. */
function isConstraintViolation(error: unknown, name: string): boolean {
  const cause = error instanceof UniqueConstraintViolationException ? (error.cause as unknown) : error;
  const { code, constraint } = (cause ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === name;
}

const invalidTranslation = () =>
  new ValidationFailedException({ translationOf: [BlogFieldError.InvalidTranslation] }, 'This post cannot be linked as a translation');

/** Published and not hidden by an operator: what readers see (docs/operations.md "Content moderation"). */
function isPublic(post: Pick<PostRow, 'status' | 'hidden_at'>): boolean {
  return post.status === 'published' && post.hidden_at === null;
}

/** Its author sees their drafts and their hidden posts too. */
function isVisible(post: Pick<PostRow, 'status' | 'author_id' | 'hidden_at'>, viewer: AuthUser | null): boolean {
  return isPublic(post) || (viewer !== null && post.author_id === viewer.id);
}

/** Sanitises the content and derives what the server owns (read time). */
function toWrite(dto: CreateBlogPostDto): PostWrite {
  const content = sanitizePostHtml(dto.content);
  if (isBlankPostHtml(content)) throw new ValidationFailedException({ content: [BlogFieldError.Required] }, 'Content is required');
  return {
    title: dto.title,
    excerpt: dto.excerpt ?? '',
    content,
    featuredImage: dto.featuredImage ?? null,
    category: dto.category,
    tags: dto.tags ?? [],
    status: dto.status,
    readTimeMinutes: readTimeMinutes(content),
    language: dto.language ?? null,
    translationOf: dto.translationOf ?? null,
  };
}
