import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ApiErrorCode, BLOG_IMAGE_FIELD, BLOG_IMAGE_MAX_BYTES } from '@hm/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainException } from '../../common/errors/domain.exception.js';

// Multer in memory with the blog's limits. Nest's FileInterceptor would answer its own 413 text;
// this one maps each refusal to the blog's error codes (translated messages in the web).
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: BLOG_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single(BLOG_IMAGE_FIELD);

function refusal(error: unknown): DomainException {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE')
      return new DomainException(ApiErrorCode.BLOG_IMAGE_TOO_LARGE, 'Image size should be less than 5MB');
    if (error.code === 'LIMIT_UNEXPECTED_FILE')
      return new DomainException(ApiErrorCode.BLOG_IMAGE_MISSING, `Send one file in the "${BLOG_IMAGE_FIELD}" field.`);
  }
  return new DomainException(ApiErrorCode.BAD_REQUEST, 'The upload could not be read as multipart/form-data.');
}

@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(refusal(error)) : resolve()));
    });
    return next.handle();
  }
}
