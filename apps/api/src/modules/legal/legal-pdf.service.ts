import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LEGAL_DOCUMENT_KEYS, type Language, type LegalDocument, type LegalPage } from '@hm/contracts';
import { resources } from '@hm/i18n';
import type { AppConfig } from '../../config/app-config.js';
import { renderLegalPdf } from './legal-pdf.js';

/**
 * The PDFs of the legal pages, rendered from the same `legal` texts the web shows. Texts only
 * change with a deploy, so each PDF is made once per process on first request and kept (4 pages x
 * 2 languages, some 10 KB each). The promise is cached, so simultaneous first requests render once.
 */
@Injectable()
export class LegalPdfService {
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(private readonly config: ConfigService<AppConfig, true>) {}

  pdf(page: LegalPage, lang: Language): Promise<Buffer> {
    const key = `${page}:${lang}`;
    let pdf = this.cache.get(key);
    if (!pdf) {
      pdf = this.render(page, lang);
      // A failed render is not kept: the next request tries again.
      pdf.catch(() => this.cache.delete(key));
      this.cache.set(key, pdf);
    }
    return pdf;
  }

  private render(page: LegalPage, lang: Language): Promise<Buffer> {
    const legal = resources[lang].legal;
    const document: LegalDocument = legal[LEGAL_DOCUMENT_KEYS[page]];
    const publicUrl = this.config.get('http', { infer: true }).publicUrl;
    return renderLegalPdf({
      document,
      lang,
      labels: { page: legal.common.pdfPage, source: legal.common.pdfSource },
      sourceUrl: `${publicUrl}/${page}?lang=${lang}`,
    });
  }
}
