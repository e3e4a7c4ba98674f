import {
  BLOG_MAX_LENGTH,
  BLOG_MAX_TAGS,
  BLOG_POST_STATUSES,
  BlogFieldError,
  isAllowedBlogImageUrl,
  isBlogCategory,
  isBlogListLanguage,
  isBlogSort,
  isSupportedLanguage,
  isUuid,
  normalizeBlogTag,
} from '@hm/contracts';
import { Transform } from 'class-transformer';

// The blog's field rules: each returns the field's BlogFieldError code, or null when the value is
// acceptable (run by BookingFieldRule, which turns a code into the field's only message).

type Rule = (value: unknown) => string | null;

const CONTROL = /\p{Cc}/gu;

/** Trims a one-line text; control characters become spaces (a title never holds a line break). */
export const CleanLine = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(CONTROL, ' ').trim() : value));

/** Trims a multi-line text; keeps line breaks and tabs, drops other control characters. */
export const CleanText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .replace(/\r\n?/g, '\n')
          .replace(CONTROL, (char) => (char === '\n' || char === '\t' ? char : ''))
          .trim()
      : value,
  );

export function requiredText(maxLength: number): Rule {
  return (value) => {
    if (typeof value !== 'string' || value === '') return BlogFieldError.Required;
    return value.length > maxLength ? BlogFieldError.TooLong : null;
  };
}

export function optionalText(maxLength: number): Rule {
  return (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return BlogFieldError.Required;
    return value.length > maxLength ? BlogFieldError.TooLong : null;
  };
}

/** Absent is fine when the field is optional (an update); present must be valid. */
export const optional =
  (rule: Rule): Rule =>
  (value) =>
    value === undefined ? null : rule(value);

export const categoryError: Rule = (value) => (isBlogCategory(value) ? null : BlogFieldError.InvalidCategory);

export const languageError: Rule = (value) => (isSupportedLanguage(value) ? null : BlogFieldError.InvalidLanguage);

export const listLanguageError: Rule = (value) =>
  value === undefined || isBlogListLanguage(value) ? null : BlogFieldError.InvalidLanguage;

/** A post id or null; whether it names a post that may be translated is the service's check. */
export const translationOfError: Rule = (value) =>
  value === undefined || value === null || (typeof value === 'string' && isUuid(value)) ? null : BlogFieldError.InvalidTranslation;

export const statusError: Rule = (value) =>
  typeof value === 'string' && (BLOG_POST_STATUSES as readonly string[]).includes(value) ? null : BlogFieldError.InvalidStatus;

export const sortError: Rule = (value) => (value === undefined || isBlogSort(value) ? null : BlogFieldError.InvalidSort);

/** Tags arrive as typed; NormalizeTags has already lower-cased, trimmed and de-duplicated them. */
export const tagsError: Rule = (value) => {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return BlogFieldError.InvalidTag;
  for (const tag of value) {
    if (typeof tag !== 'string' || tag === '' || tag.length > BLOG_MAX_LENGTH.tag || tag.includes(',')) return BlogFieldError.InvalidTag;
  }
  return value.length > BLOG_MAX_TAGS ? BlogFieldError.TooManyTags : null;
};

/** Tags: trimmed, lower-cased, no duplicates (anything not a string is left for tagsError). */
export const NormalizeTags = () =>
  Transform(({ value }: { value: unknown }) => {
    if (!Array.isArray(value)) return value;
    const tags: unknown[] = [];
    for (const tag of value) {
      const normalized = typeof tag === 'string' ? normalizeBlogTag(tag.replace(CONTROL, ' ')) : tag;
      if (!tags.includes(normalized)) tags.push(normalized);
    }
    return tags;
  });

export const featuredImageError: Rule = (value) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > BLOG_MAX_LENGTH.url || !isAllowedBlogImageUrl(value))
    return BlogFieldError.InvalidImageUrl;
  return null;
};

/** '' means no image, like null. */
export const EmptyAsNull = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
  );
