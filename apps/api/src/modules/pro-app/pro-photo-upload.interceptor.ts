import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ApiErrorCode, PRO_PHOTO_FIELD, PRO_PHOTO_MAX_BYTES } from '@hm/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainException } from '../../common/errors/domain.exception.js';

// Multer in memory with the photo's limits; each refusal maps to the pro app's error codes.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PRO_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
}).single(PRO_PHOTO_FIELD);

function refusal(error: unknown): DomainException {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE')
      return new DomainException(ApiErrorCode.PRO_PHOTO_TOO_LARGE, 'Image size should be less than 5MB');
    if (error.code === 'LIMIT_UNEXPECTED_FILE')
      return new DomainException(ApiErrorCode.BAD_REQUEST, `Send one file in the "${PRO_PHOTO_FIELD}" field.`);
  }
  return new DomainException(ApiErrorCode.BAD_REQUEST, 'The upload could not be read as multipart/form-data.');
}

@Injectable()
export class ProPhotoUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(refusal(error)) : resolve()));
    });
    return next.handle();
  }
}
