import type { HttpStatus } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { ContractSchemaName } from './contract-schemas.js';

export const schemaRef = (name: ContractSchemaName): { $ref: string } => ({ $ref: `#/components/schemas/${name}` });

/**
 * Documents a success answer whose JSON body is a view of @hm/contracts, or (`[View]`) a list of
 * them. Error answers are documented for every route at once (document.ts).
 */
export function ApiAnswer(status: HttpStatus, view: ContractSchemaName | [ContractSchemaName], description?: string): MethodDecorator {
  const name = Array.isArray(view) ? view[0] : view;
  const schema = Array.isArray(view) ? { type: 'array' as const, items: schemaRef(name) } : schemaRef(name);
  // The schema carries the view's own description; this one only names it.
  return ApiResponse({ status, description: description ?? (Array.isArray(view) ? `${name}[]` : name), schema });
}
