import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ApiErrorFields } from '@hm/contracts';
import { ValidationFailedException } from '../errors/validation-failed.exception.js';

/** Strips nothing silently: unknown fields are an error, so clients learn about typos. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
