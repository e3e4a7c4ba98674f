import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiErrorCode, BLOG_IMAGE_MIME_TYPES, BLOG_UPLOADS_PATH, type BlogImageUploaded } from '@hm/contracts';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { contentTypeOfUpload } from './image-type.js';
import { LocalImageStorage, S3ImageStorage, type ImageStorage, type StoredObject } from './image-storage.js';
import { reencodeImage } from './reencode-image.js';

export interface StoredImage extends StoredObject {
  contentType: string;
}

/**
 * Blog images: decoded and encoded again (only the pixels are kept), named by a fresh UUID and
 * the extension of what they really are, stored under UPLOAD_DIR or in the S3_BUCKET, served at
 * /api/uploads/<name>.
 */
@Injectable()
export class BlogImagesService {
  private readonly logger = new Logger(BlogImagesService.name);
  private readonly storage: ImageStorage;

  constructor(config: ConfigService<AppConfig, true>) {
    const blog = config.get('blog', { infer: true });
    this.storage = blog.s3 ? new S3ImageStorage(blog.s3) : new LocalImageStorage(blog.uploadDir);
  }

  async store(file: Buffer): Promise<BlogImageUploaded> {
    const image = await reencodeImage(file, BLOG_IMAGE_MIME_TYPES);
    if (image === 'not-an-image')
      throw new DomainException(ApiErrorCode.BLOG_IMAGE_NOT_AN_IMAGE, 'Please select an image file (PNG, JPEG, GIF or WebP).');
    if (image === 'too-many-pixels')
      throw new DomainException(ApiErrorCode.BLOG_IMAGE_TOO_MANY_PIXELS, 'The image has more than 40 megapixels.');
    const { bytes, type } = image;
    const name = `${randomUUID()}.${type.extension}`;
    try {
      await this.storage.put(name, bytes, type.contentType);
    } catch (error) {
      this.logger.error(`Could not store an upload: ${(error as Error).message}`);
      throw new DomainException(ApiErrorCode.BLOG_IMAGE_UPLOAD_FAILED, 'Failed to upload image. Please try again.');
    }
    return { url: `${BLOG_UPLOADS_PATH}/${name}`, contentType: type.contentType, bytes: bytes.length };
  }

  /** An upload by the name we gave it; anything else (or a missing file) is undefined. */
  async open(name: string): Promise<StoredImage | undefined> {
    const contentType = contentTypeOfUpload(name);
    if (!contentType) return undefined;
    const object = await this.storage.get(name);
    return object && { ...object, contentType };
  }
}
