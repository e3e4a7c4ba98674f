import type { SchemaObject } from '@nestjs/swagger';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createGenerator, type Definition } from 'ts-json-schema-generator';

// The bodies the API answers with are the interfaces of @hm/contracts. Rather than restate them
// as classes for @nestjs/swagger, their OpenAPI schemas are derived from the TypeScript types and
// kept in contract-schemas.ts (contract-schemas.spec.ts fails when that file is out of date).
// Run `npm run openapi:schemas -w @hm/api` after changing a view or this list.

/** The contract types the controllers document as answers; what they refer to comes along. */
export const DOCUMENTED_VIEWS = [
  'AcceptInvitationResponse',
  'AdminBookingListView',
  'AdminDayView',
  'AuditLogView',
  'InboxItemView',
  'InboxListView',
  'PeopleListView',
  'PersonView',
  'ModerationPostListView',
  'ModerationCommentListView',
  'ModerationPostView',
  'ModerationCommentView',
  'WaitlistListView',
  'ApiErrorBody',
  'AuthSession',
  'BlogCategoryCount',
  'BlogCommentsResponse',
  'BlogImageUploaded',
  'BlogLikeState',
  'BlogListResponse',
  'BlogNewsletterResponse',
  'BlogPostSummary',
  'BlogPostView',
  'BlogSaveState',
  'BlogTagCount',
  'BlogViewRecorded',
  'BookingMessageView',
  'MessageTranslationView',
  'BookingReviewView',
  'BookingView',
  'ChatConversationResponse',
  'CommentView',
  'DashboardActivityView',
  'AdminMoneyView',
  'DashboardCountsView',
  'DashboardListView',
  'InvitationView',
  'NotificationPageView',
  'NotificationPreferences',
  'NotificationReadView',
  'FinalInvoiceRequest',
  'OfferPreview',
  'ProAssignedJobView',
  'ProEarningsView',
  'ProHomeView',
  'ProJobView',
  'ProMyProfileView',
  'ProCredentialsView',
  'AdminProCredentialsView',
  'PublicProProfileView',
  'PublicReviewView',
  'ProScheduleView',
  'ProWeeklyStatementView',
  'ProfessionalApplicationResponse',
  'ProfessionalApplicationView',
  'ProfessionalOptionView',
  'Profile',
  'PublicConfigView',
  'PublicFiguresView',
  'PublicFormReceived',
  'ReservationView',
  'CardSetupView',
  'CardChargeView',
  'CardPaymentView',
  'SendChatMessageResponse',
  'SignedInDevice',
  'TimelineEventView',
  'WaitingBookingView',
  'WaitlistResponse',
  'ServiceAreaCheckView',
  'AvailabilityView',
  'UnsubscribeView',
] as const;

const CONTRACTS = fileURLToPath(new URL('../../../../../libs/contracts/', import.meta.url));
export const SCHEMAS_FILE = fileURLToPath(new URL('./contract-schemas.ts', import.meta.url));
const COMPONENT_NAME = /^[A-Za-z0-9._-]+$/;

type JsonSchema = Definition & Record<string, unknown>;

/**
 * A JSON schema (draft 7, as the generator writes it) as an OpenAPI 3.0 schema object: 3.0 has
 * no `null` type (`nullable` instead) and no `const`, and its references point at components.
 */
export function toOpenApiSchema(schema: JsonSchema): SchemaObject {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref') out.$ref = String(value).replace('#/definitions/', '#/components/schemas/');
    else if (key === 'const') out.enum = [value];
    else if (key === 'type' && Array.isArray(value)) {
      const types = value.filter((type) => type !== 'null');
      if (types.length !== 1) throw new Error(`No OpenAPI 3.0 form for type ${JSON.stringify(value)}`);
      out.type = types[0];
      if (types.length < value.length) out.nullable = true;
    } else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      const options = (value as JsonSchema[]).filter((option) => option.type !== 'null');
      const converted = options.map(toOpenApiSchema);
      if (options.length === value.length) out[key] = converted;
      // `X | null`: 3.0 spells it as a nullable wrapper around X.
      else if (converted.length === 1)
        Object.assign(out, '$ref' in converted[0]! ? { allOf: converted } : converted[0], { nullable: true });
      else Object.assign(out, { [key]: converted, nullable: true });
    } else if (key === 'properties' || key === 'definitions') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [name, toOpenApiSchema(child)]),
      );
    } else if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object' && value !== null) {
      out[key] = toOpenApiSchema(value as JsonSchema);
    } else if (key !== '$schema') out[key] = value;
  }
  // 3.0 ignores whatever stands beside a $ref (a field's description, say): wrap the reference.
  const { $ref, ...rest } = out;
  if ($ref !== undefined && Object.keys(rest).length > 0) return { ...rest, allOf: [{ $ref }] } as SchemaObject;
  return out as SchemaObject;
}

/** The OpenAPI schemas of DOCUMENTED_VIEWS and of every type they refer to, by name. */
export function contractSchemas(): Record<string, SchemaObject> {
  const generator = createGenerator({
    path: `${CONTRACTS}src/index.ts`,
    tsconfig: `${CONTRACTS}tsconfig.json`,
    // The contracts library type-checks on its own (its typecheck target).
    skipTypeCheck: true,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    // An answer with a field the contract does not name is an undocumented shape.
    additionalProperties: false,
  });
  const definitions: Record<string, JsonSchema> = {};
  for (const view of DOCUMENTED_VIEWS) Object.assign(definitions, generator.createSchema(view).definitions);
  const names = Object.keys(definitions).sort();
  const invalid = names.filter((name) => !COMPONENT_NAME.test(name));
  if (invalid.length > 0) throw new Error(`Not usable as OpenAPI component names (export a named type instead): ${invalid.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, toOpenApiSchema(definitions[name]!)]));
}

/** The text of contract-schemas.ts. */
export function contractSchemasModule(): string {
  const schemas = contractSchemas();
  return [
    '// Generated by generate-contract-schemas.ts from the types of @hm/contracts: do not edit.',
    "import type { SchemaObject } from '@nestjs/swagger';",
    '',
    `export type ContractSchemaName =\n${Object.keys(schemas)
      .map((name) => `  | '${name}'`)
      .join('\n')};`,
    '',
    `export const CONTRACT_SCHEMAS: Record<ContractSchemaName, SchemaObject> = ${JSON.stringify(schemas, null, 2)};`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeFile(SCHEMAS_FILE, contractSchemasModule());
