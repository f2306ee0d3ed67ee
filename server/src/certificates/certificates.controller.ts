import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import { notFound } from '../common/errors/domain-error';
import { PublicBase } from '../common/public-url';
import { certificatePagePath } from '../../../shared/certificate-paths';
import { renderCertificatePdf } from './certificate-pdf';
import { CertificatesService } from './certificates.service';

export const CERTIFICATE_NOT_FOUND = 'Certificate not found or no longer valid';

/** "Zoë's Course: SEO!" -> "zoe-s-course-seo", for a download name any system accepts. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The public PDF download, outside GraphQL (static-files.ts keeps the client's fallback off it). */
@Controller('certificates')
export class CertificatesController {
  /**
   * Rendered PDFs by certificate and origin: a certificate never changes once issued, and drawing
   * one costs far more than reading it, so a link shared widely is drawn once. Revocation is still
   * checked against the database on every download.
   */
  private readonly rendered = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (pdf) => pdf.length,
  });

  constructor(@Inject(CertificatesService) private readonly certificates: CertificatesService) {}

  @Get(':id.pdf')
  async pdf(@Param('id') id: string, @PublicBase() base: string, @Res() res: Response) {
    const certificate = await this.certificates.verify(id);
    if (!certificate) throw notFound(CERTIFICATE_NOT_FOUND);
    const key = `${certificate.id} ${base}`;
    let pdf = this.rendered.get(key);
    if (!pdf) {
      pdf = await renderCertificatePdf(certificate, base + certificatePagePath(certificate.id));
      this.rendered.set(key, pdf);
    }
    const name = slug(certificate.courseTitle);
    res.attachment(`certificate${name ? `-${name}` : ''}.pdf`);
    res.setHeader('Content-Type', 'application/pdf');
    // Revocation must show at once, so every download asks again.
    res.setHeader('Cache-Control', 'no-cache');
    res.send(pdf);
  }
}
