import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  BLOG_CATEGORIES,
  BLOG_LIST_MAX_LIMIT,
  BLOG_MAX_LENGTH,
  BLOG_PAGE_SIZE,
  BLOG_SORTS,
  BLOG_LIST_LANGUAGES,
  BlogFieldError,
  type BlogCategory,
  type BlogListLanguage,
  type BlogListQuery,
  type BlogSort,
} from '@hm/contracts';
import { Transform } from 'class-transformer';
import { BookingFieldRule as FieldRule } from '../../bookings/dto/booking-field-rule.js';
import { categoryError, CleanLine, listLanguageError, optional, optionalText, sortError } from './blog-field-rules.js';

const toInteger = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value));

const pageError = (max: number) => (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max)
    ? null
    : BlogFieldError.InvalidPage;

// An empty parameter (?category=) is the same as none: the web's URL may carry them.
const EmptyAsUndefined = () => Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

/** Paging of the signed-in lists (mine, saved). */
export class BlogPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @toInteger()
  @FieldRule(pageError(100_000))
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: BLOG_LIST_MAX_LIMIT, default: BLOG_PAGE_SIZE })
  @toInteger()
  @FieldRule(pageError(BLOG_LIST_MAX_LIMIT))
  limit?: number;
}

/** GET /api/blog/posts. */
export class BlogListQueryDto extends BlogPageQueryDto implements BlogListQuery {
  @ApiPropertyOptional({ maxLength: BLOG_MAX_LENGTH.search })
  @CleanLine()
  @EmptyAsUndefined()
  @FieldRule(optionalText(BLOG_MAX_LENGTH.search))
  search?: string;

  @ApiPropertyOptional({ enum: BLOG_CATEGORIES })
  @EmptyAsUndefined()
  @FieldRule(optional(categoryError))
  category?: BlogCategory;

  @ApiPropertyOptional({ description: 'One tag, lower-case' })
  @CleanLine()
  @EmptyAsUndefined()
  @FieldRule(optionalText(BLOG_MAX_LENGTH.tag))
  tag?: string;

  @ApiPropertyOptional({ enum: BLOG_SORTS, default: 'newest' })
  @EmptyAsUndefined()
  @FieldRule(sortError)
  sort?: BlogSort;

  @ApiPropertyOptional({ enum: BLOG_LIST_LANGUAGES, default: 'all' })
  @EmptyAsUndefined()
  @FieldRule(listLanguageError)
  language?: BlogListLanguage;
}

/** ?limit of the sidebar and tag lists. */
export class BlogLimitQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: BLOG_LIST_MAX_LIMIT })
  @toInteger()
  @FieldRule(pageError(BLOG_LIST_MAX_LIMIT))
  limit?: number;
}

/** ?language of the featured posts (and ?limit of the sidebar lists): the blog of one language shows its own. */
export class BlogLanguageQueryDto extends BlogLimitQueryDto {
  @ApiPropertyOptional({ enum: BLOG_LIST_LANGUAGES, default: 'all' })
  @EmptyAsUndefined()
  @FieldRule(listLanguageError)
  language?: BlogListLanguage;
}
