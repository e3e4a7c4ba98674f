import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** Longest search text a console list takes. */
export const LIST_SEARCH_MAX_LENGTH = 100;

/** `?page=`: a whole number from 1 (default 1), as every paged list of the console reads it. */
export const PageParam = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, default: 1 }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
  );

/** `?search=`: optional text of at most 100 characters; `description` says what it is matched against. */
export const SearchParam = (description?: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: LIST_SEARCH_MAX_LENGTH, ...(description ? { description } : {}) }),
    IsOptional(),
    IsString(),
    MaxLength(LIST_SEARCH_MAX_LENGTH),
  );
