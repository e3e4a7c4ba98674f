import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { API_TAGS, completeDocument } from './open-api/document.js';

export const DOCS_PATH = 'api/docs';

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json. */
export function setupOpenApi(app: INestApplication, publicUrl: string): void {
  const builder = new DocumentBuilder()
    .setTitle('HomeMate API')
    .setDescription(
      'Home-services marketplace for Montreal and Quebec. Every error answers { statusCode, code, message, fields?, retryAfter?, details? } (ApiErrorBody); `code` is stable.',
    )
    .setVersion('1')
    .addServer(publicUrl)
    .addBearerAuth();
  for (const [name, description] of Object.entries(API_TAGS)) builder.addTag(name, description);
  const config = builder.build();
  SwaggerModule.setup(DOCS_PATH, app, () => completeDocument(SwaggerModule.createDocument(app, config)), {
    jsonDocumentUrl: `${DOCS_PATH}-json`,
    customSiteTitle: 'HomeMate API',
  });
}
