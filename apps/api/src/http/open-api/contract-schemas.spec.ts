import { readFile } from 'node:fs/promises';
import { contractSchemasModule, SCHEMAS_FILE, toOpenApiSchema } from './generate-contract-schemas.js';

describe('contract schemas', () => {
  it('are those of the current @hm/contracts types (else run `npm run openapi:schemas -w @hm/api`)', async () => {
    expect(await readFile(SCHEMAS_FILE, 'utf8')).toBe(contractSchemasModule());
  }, 30_000);

  it('are written in OpenAPI 3.0: nullable instead of a null type, enum instead of const, references to components', () => {
    expect(
      toOpenApiSchema({
        type: 'object',
        properties: {
          name: { type: ['string', 'null'] },
          currency: { type: 'string', const: 'CAD' },
          review: { anyOf: [{ $ref: '#/definitions/Review' }, { type: 'null' }] },
          status: { $ref: '#/definitions/Status', description: 'Where it stands.' },
          tags: { type: 'array', items: { $ref: '#/definitions/Tag' } },
        },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', nullable: true },
        currency: { type: 'string', enum: ['CAD'] },
        review: { allOf: [{ $ref: '#/components/schemas/Review' }], nullable: true },
        status: { description: 'Where it stands.', allOf: [{ $ref: '#/components/schemas/Status' }] },
        tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
      },
    });
  });
});
