import type { OpenAPIObject, ReferenceObject, ResponseObject } from '@nestjs/swagger';
import { Ajv, type ValidateFunction } from 'ajv';

type Schema = Record<string, unknown>;

const DOCUMENT_ID = 'openapi';
/** Keys whose value is a schema, a list of schemas, or a map of them (the rest is copied as is). */
const SCHEMA_KEYS = new Set(['items', 'additionalProperties', 'not']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);

/** An OpenAPI 3.0 schema object as the JSON schema it means (`nullable` is 3.0's own keyword). */
function toJsonSchema(schema: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'example') continue;
    if (key === '$ref') out.$ref = `${DOCUMENT_ID}${String(value)}`;
    else if (key === 'properties')
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, child]) => [name, toJsonSchema(child)]),
      );
    else if (SCHEMA_LISTS.has(key)) out[key] = (value as Schema[]).map(toJsonSchema);
    else if (SCHEMA_KEYS.has(key) && typeof value === 'object' && value !== null) out[key] = toJsonSchema(value as Schema);
    else out[key] = value;
  }
  return schema.nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

const mediaType = (contentType: string | null): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Checks answers against what the OpenAPI document says of them: the status must be documented
 * (an error may fall under `default`), a JSON body must match the documented schema exactly (the
 * contract schemas allow no field they do not name), and another body must be of a documented
 * media type. Redirects are checked for their status only.
 */
export class DocumentedAnswers {
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenAPIObject) {
    const schemas = Object.fromEntries(
      Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, toJsonSchema(schema as Schema)]),
    );
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas } });
  }

  /** What is wrong with this answer to `method` on the document's `path`, or null. */
  problem(method: string, path: string, status: number, contentType: string | null, body: string): string | null {
    const responses = this.document.paths[path]?.[method.toLowerCase() as 'get']?.responses;
    if (!responses) return `${method} ${path} is not in the document`;
    const found = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? (status >= 400 ? responses.default : undefined);
    if (!found) return `answered ${status}, which is not documented`;
    if (status >= 300 && status < 400) return null;
    const response = this.resolve(found);
    const type = mediaType(contentType);
    if (body === '') return response.content && status !== 204 ? `answered ${status} with no body, but a body is documented` : null;
    const documented = Object.keys(response.content ?? {});
    if (type !== 'application/json') {
      const matches = documented.some((media) => media === type || (media.endsWith('/*') && type.startsWith(media.slice(0, -1))));
      return matches ? null : `answered ${status} with ${type || 'no content type'}; documented: ${documented.join(', ') || 'no body'}`;
    }
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return `answered ${status} with JSON; documented: ${documented.join(', ') || 'no body'}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `answered ${status} with a JSON content type but a body that is not JSON`;
    }
    const validate = this.validator(JSON.stringify(schema), schema as Schema);
    if (validate(parsed)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    return `answered ${status} with a body unlike its documented schema: ${errors.join('; ')}`;
  }

  private resolve(response: ResponseObject | ReferenceObject): ResponseObject {
    if (!('$ref' in response)) return response;
    const name = response.$ref.replace('#/components/responses/', '');
    const target = this.document.components?.responses?.[name];
    if (!target) throw new Error(`No response ${response.$ref} in the document`);
    return this.resolve(target);
  }

  private validator(key: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema));
      this.validators.set(key, validate);
    }
    return validate;
  }
}
