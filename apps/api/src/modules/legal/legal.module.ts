import { Module } from '@nestjs/common';
import { LegalController } from './legal.controller.js';
import { LegalPdfService } from './legal-pdf.service.js';

/** PDFs of the legal pages (/api/legal/<page>.pdf). */
@Module({ controllers: [LegalController], providers: [LegalPdfService] })
export class LegalModule {}
