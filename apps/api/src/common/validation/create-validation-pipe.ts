import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { ApiErrorFields } from '@hm/contracts';
import { ValidationFailedException } from '../errors/validation-failed.exception.js';
import { assertSafeInput } from './unsafe-input.js';

/** What a client sends: bodies (and socket payloads), query strings, path parameters; not what decorators derive. */
const CLIENT_INPUT: ReadonlySet<ArgumentMetadata['type']> = new Set(['body', 'query', 'param']);

/**
 * The global pipe of HTTP handlers and of the Socket.IO gateways: control characters and
 * over-deep nesting are refused in every input first, whatever its DTO (or lack of one).
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (CLIENT_INPUT.has(metadata.type)) assertSafeInput(value, metadata.data ?? '');
    return super.transform(value, metadata);
  }
}

/** Strips nothing silently: unknown fields are an error, so clients learn about typos. */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => new ValidationFailedException(collectFieldErrors(errors)),
  });
}

/** Flattens class-validator's tree into `{ 'address.city': ['...'] }` (array items as `items.0.name`). */
export function collectFieldErrors(errors: readonly ValidationError[], parentPath = ''): ApiErrorFields {
  const fields: ApiErrorFields = {};
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) (fields[path] ??= []).push(...messages);
    if (error.children?.length) {
      for (const [childPath, childMessages] of Object.entries(collectFieldErrors(error.children, path))) {
        (fields[childPath] ??= []).push(...childMessages);
      }
    }
  }
  return fields;
}
