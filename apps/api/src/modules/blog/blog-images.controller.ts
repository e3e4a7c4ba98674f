import { Controller, Get, Header, HttpStatus, Param, Post, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorCode, BLOG_IMAGE_FIELD, type BlogImageUploaded } from '@hm/contracts';
import type { Response } from 'express';
import { DomainException } from '../../common/errors/domain.exception.js';
import { Public, Roles } from '../auth/auth-decision.js';
import { BlogImagesService } from './blog-images.service.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** Blog image upload (signed in) and the public files. */
@ApiTags('blog')
@Controller()
export class BlogImagesController {
  constructor(private readonly images: BlogImagesService) {}

  @Post('blog/images')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { [BLOG_IMAGE_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary:
      'Upload a PNG, JPEG, GIF or WebP image of at most 5 MB and 40 megapixels; stored encoded again from its pixels (no metadata), at most 2560 px a side',
  })
  @ApiAnswer(HttpStatus.CREATED, 'BlogImageUploaded')
  upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<BlogImageUploaded> {
    if (!file || file.size === 0)
      throw new DomainException(ApiErrorCode.BLOG_IMAGE_MISSING, `Send one file in the "${BLOG_IMAGE_FIELD}" field.`);
    return this.images.store(file.buffer);
  }

  @Get('uploads/:file')
  @Public()
  // The headers stop a crafted file from being sniffed or run as a page.
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @Header('Cross-Origin-Resource-Policy', 'same-site')
  @ApiOperation({ summary: 'An uploaded image (blog or professional photo), with the type read from its bytes' })
  @ApiOkResponse({ description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } })
  async file(@Param('file') name: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const image = await this.images.open(name);
    if (!image) throw new DomainException(ApiErrorCode.NOT_FOUND, 'No such file.');
    // Names are never reused, so a browser may keep a file forever (but not a 404: set here only).
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('Content-Type', image.contentType);
    return new StreamableFile(image.stream, { type: image.contentType, ...(image.bytes > 0 ? { length: image.bytes } : {}) });
  }
}
