import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BLOG_CATEGORIES,
  BLOG_MAX_LENGTH,
  BLOG_MAX_TAGS,
  BLOG_POST_STATUSES,
  SUPPORTED_LANGUAGES,
  type BlogCategory,
  type BlogPostStatus,
  type Language,
  type CreateBlogPostRequest,
  type UpdateBlogPostRequest,
} from '@hm/contracts';
import { BookingFieldRule as FieldRule } from '../../bookings/dto/booking-field-rule.js';
import {
  categoryError,
  CleanLine,
  CleanText,
  EmptyAsNull,
  featuredImageError,
  languageError,
  NormalizeTags,
  optional,
  optionalText,
  requiredText,
  statusError,
  tagsError,
  translationOfError,
} from './blog-field-rules.js';

/**
 * POST /api/blog/posts. The author is the caller; slug, counters and dates are the server's, so a
 * body naming them is refused as unknown fields. Content is sanitised by the service.
 */
export class CreateBlogPostDto implements CreateBlogPostRequest {
  @ApiProperty({ example: 'Préparer sa maison pour l’hiver', maxLength: BLOG_MAX_LENGTH.title })
  @CleanLine()
  @FieldRule(requiredText(BLOG_MAX_LENGTH.title))
  title!: string;

  @ApiPropertyOptional({ maxLength: BLOG_MAX_LENGTH.excerpt })
  @CleanText()
  @FieldRule(optionalText(BLOG_MAX_LENGTH.excerpt))
  excerpt?: string;

  @ApiProperty({ description: 'HTML from the editor (sanitised before storage)', maxLength: BLOG_MAX_LENGTH.content })
  @FieldRule(requiredText(BLOG_MAX_LENGTH.content))
  content!: string;

  @ApiProperty({ enum: BLOG_CATEGORIES })
  @FieldRule(categoryError)
  category!: BlogCategory;

  @ApiPropertyOptional({ type: [String], maxItems: BLOG_MAX_TAGS })
  @NormalizeTags()
  @FieldRule(tagsError)
  tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'https URL or /api/uploads/<file>' })
  @EmptyAsNull()
  @FieldRule(featuredImageError)
  featuredImage?: string | null;

  @ApiProperty({ enum: BLOG_POST_STATUSES })
  @FieldRule(statusError)
  status!: BlogPostStatus;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES, description: "Absent: the author's saved language" })
  @FieldRule(optional(languageError))
  language?: Language;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid', description: 'The post (other language) this one translates' })
  @EmptyAsNull()
  @FieldRule(translationOfError)
  translationOf?: string | null;
}

/** PATCH /api/blog/posts/:slug: only the fields sent change. */
export class UpdateBlogPostDto implements UpdateBlogPostRequest {
  @ApiPropertyOptional({ maxLength: BLOG_MAX_LENGTH.title })
  @CleanLine()
  @FieldRule(optional(requiredText(BLOG_MAX_LENGTH.title)))
  title?: string;

  @ApiPropertyOptional({ maxLength: BLOG_MAX_LENGTH.excerpt })
  @CleanText()
  @FieldRule(optionalText(BLOG_MAX_LENGTH.excerpt))
  excerpt?: string;

  @ApiPropertyOptional({ maxLength: BLOG_MAX_LENGTH.content })
  @FieldRule(optional(requiredText(BLOG_MAX_LENGTH.content)))
  content?: string;

  @ApiPropertyOptional({ enum: BLOG_CATEGORIES })
  @FieldRule(optional(categoryError))
  category?: BlogCategory;

  @ApiPropertyOptional({ type: [String], maxItems: BLOG_MAX_TAGS })
  @NormalizeTags()
  @FieldRule(tagsError)
  tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true })
  @EmptyAsNull()
  @FieldRule(featuredImageError)
  featuredImage?: string | null;

  @ApiPropertyOptional({ enum: BLOG_POST_STATUSES })
  @FieldRule(optional(statusError))
  status?: BlogPostStatus;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES })
  @FieldRule(optional(languageError))
  language?: Language;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid' })
  @EmptyAsNull()
  @FieldRule(translationOfError)
  translationOf?: string | null;
}
