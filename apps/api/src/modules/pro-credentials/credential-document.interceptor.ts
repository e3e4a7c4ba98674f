import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ApiErrorCode, CREDENTIAL_DOCUMENT_FIELD, CREDENTIAL_DOCUMENT_MAX_BYTES } from '@hm/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainException } from '../../common/errors/domain.exception.js';

// Multer in memory with the certificate's limits; each refusal maps to a translated error code.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: CREDENTIAL_DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
}).single(CREDENTIAL_DOCUMENT_FIELD);

function refusal(error: unknown): DomainException {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE')
      return new DomainException(ApiErrorCode.CREDENTIAL_DOCUMENT_TOO_LARGE, 'The certificate must be at most 10 MB.');
    if (error.code === 'LIMIT_UNEXPECTED_FILE')
      return new DomainException(ApiErrorCode.BAD_REQUEST, `Send one file in the "${CREDENTIAL_DOCUMENT_FIELD}" field.`);
  }
  return new DomainException(ApiErrorCode.BAD_REQUEST, 'The upload could not be read as multipart/form-data.');
}

@Injectable()
export class CredentialDocumentInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(refusal(error)) : resolve()));
    });
    return next.handle();
  }
}
