import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiErrorCode,
  CREDENTIAL_DOCUMENT_FIELD,
  isUuid,
  PRO_CREDENTIALS_ROUTES,
  type AdminProCredentialsView,
  type ProCredentialsView,
} from '@hm/contracts';
import type { Response } from 'express';
import { DomainException } from '../../common/errors/domain.exception.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RequirePermission, Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { CredentialDocumentInterceptor } from './credential-document.interceptor.js';
import { CredentialReviewDto } from './dto/credential-review.dto.js';
import { credentialKind, ProCredentialsService } from './pro-credentials.service.js';

const FIELD_CODES =
  'REQUIRED, INVALID_RBQ_NUMBER, INVALID_RBQ_SUBCLASS, INVALID_NEQ, INVALID_MEMBER_NUMBER, INVALID_POLICY_NUMBER, INVALID_AMOUNT, INVALID_DATE, DATE_IN_PAST, TOO_LONG, INVALID_TEXT';

/** A certificate as a download that no browser runs as a page. */
function sendDocument(response: Response, document: { stream: NodeJS.ReadableStream; bytes: number; contentType: string }): StreamableFile {
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  response.setHeader('Content-Disposition', 'inline');
  return new StreamableFile(document.stream as never, {
    type: document.contentType,
    ...(document.bytes > 0 ? { length: document.bytes } : {}),
  });
}

/** A pro's licences, memberships and insurance (docs/verified-trades.md): always the caller's own. */
@ApiTags('pro')
@ApiBearerAuth()
@Roles('professional')
@Controller()
export class ProCredentialsController {
  constructor(private readonly credentials: ProCredentialsService) {}

  @Get(PRO_CREDENTIALS_ROUTES.mine)
  @ApiOperation({ summary: 'Your business, credentials and what your trades require (409 PRO_PROFILE_MISSING)' })
  @ApiAnswer(HttpStatus.OK, 'ProCredentialsView')
  mine(@CurrentUser() user: AuthUser): Promise<ProCredentialsView> {
    return this.credentials.mine(user.id);
  }

  @Put(PRO_CREDENTIALS_ROUTES.business)
  @ApiBody({ schema: { type: 'object', properties: { businessName: { type: 'string' }, neq: { type: 'string', nullable: true } } } })
  @ApiOperation({ summary: `Your business name and NEQ (400 VALIDATION_FAILED: ${FIELD_CODES})` })
  @ApiAnswer(HttpStatus.OK, 'ProCredentialsView')
  business(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<ProCredentialsView> {
    return this.credentials.saveBusiness(user.id, body);
  }

  @Put(PRO_CREDENTIALS_ROUTES.one)
  @ApiBody({
    schema: {
      type: 'object',
      description:
        'rbq: number, subclasses, expiresOn; cmmtq/cmeq: number, expiresOn; insurance: insurer, policyNumber, coverageCents, expiresOn',
    },
  })
  @ApiOperation({
    summary: `Enter or replace a credential (rbq, cmmtq, cmeq, insurance); it goes to review (400 VALIDATION_FAILED: ${FIELD_CODES})`,
  })
  @ApiAnswer(HttpStatus.OK, 'ProCredentialsView')
  save(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Body() body: unknown): Promise<ProCredentialsView> {
    return this.credentials.save(user.id, credentialKind(kind), body);
  }

  @Post(PRO_CREDENTIALS_ROUTES.document)
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(CredentialDocumentInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { [CREDENTIAL_DOCUMENT_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary:
      'Upload the certificate of a credential entered before: PDF, PNG, JPEG or WebP of at most 10 MB (415 CREDENTIAL_DOCUMENT_INVALID, 413 CREDENTIAL_DOCUMENT_TOO_LARGE, 404 CREDENTIAL_NOT_FOUND)',
  })
  @ApiAnswer(HttpStatus.OK, 'ProCredentialsView')
  upload(
    @CurrentUser() user: AuthUser,
    @Param('kind') kind: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<ProCredentialsView> {
    const checked = credentialKind(kind);
    if (!file || file.size === 0)
      throw new DomainException(ApiErrorCode.BAD_REQUEST, `Send one file in the "${CREDENTIAL_DOCUMENT_FIELD}" field.`);
    return this.credentials.uploadDocument(user.id, checked, file.buffer);
  }

  @Get(PRO_CREDENTIALS_ROUTES.document)
  @ApiOperation({ summary: 'Your certificate of a credential (404 when there is none)' })
  @ApiOkResponse({ description: 'The certificate', content: { 'application/pdf': {}, 'image/*': {} } })
  async document(
    @CurrentUser() user: AuthUser,
    @Param('kind') kind: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendDocument(response, await this.credentials.openDocument(user.id, credentialKind(kind)));
  }
}

/** A malformed id is not found (404), like an unknown one. */
const proUserId = (id: string): string => {
  if (!isUuid(id)) throw new DomainException(ApiErrorCode.CREDENTIAL_NOT_FOUND, 'No such credential.');
  return id;
};

/** The console's review of pros' credentials (permission `pros`: admins). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller()
export class AdminProCredentialsController {
  constructor(private readonly credentials: ProCredentialsService) {}

  @Get(PRO_CREDENTIALS_ROUTES.adminList)
  @RequirePermission('pros')
  @ApiOperation({ summary: "Approved pros' businesses and credentials, those waiting for review first" })
  @ApiAnswer(HttpStatus.OK, ['AdminProCredentialsView'])
  list(): Promise<AdminProCredentialsView[]> {
    return this.credentials.console();
  }

  @Get(PRO_CREDENTIALS_ROUTES.adminDocument)
  @RequirePermission('pros')
  @ApiOperation({ summary: "A pro's certificate (404 when there is none)" })
  @ApiOkResponse({ description: 'The certificate', content: { 'application/pdf': {}, 'image/*': {} } })
  async document(
    @Param('userId') userId: string,
    @Param('kind') kind: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendDocument(response, await this.credentials.openDocument(proUserId(userId), credentialKind(kind)));
  }

  @Post(PRO_CREDENTIALS_ROUTES.adminReview)
  @RequirePermission('pros')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Verify or reject a credential with a note (required to reject); the pro is e-mailed in their language (404 CREDENTIAL_NOT_FOUND)',
  })
  @ApiAnswer(HttpStatus.OK, 'AdminProCredentialsView')
  review(
    @CurrentUser() user: AuthUser,
    @Param('userId') userId: string,
    @Param('kind') kind: string,
    @Body() dto: CredentialReviewDto,
  ): Promise<AdminProCredentialsView> {
    return this.credentials.review(user.id, proUserId(userId), credentialKind(kind), dto);
  }
}
