import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const DOCS_PATH = 'api/docs';

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('HomeMate API')
    .setDescription('Home-services marketplace for Montreal and Quebec. Errors: { statusCode, code, message, fields? }.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(DOCS_PATH, app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: `${DOCS_PATH}-json`,
    customSiteTitle: 'HomeMate API',
  });
}
