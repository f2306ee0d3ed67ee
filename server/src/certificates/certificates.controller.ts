import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import { notFound } from '../common/errors/domain-error';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
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
   * Rendered PDFs by certificate: a certificate never changes once issued, and drawing one costs
   * far more than reading it, so a link shared widely is drawn once. Revocation is still checked
   * against the database on every download.
   */
  private readonly rendered = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (pdf) => pdf.length,
  });

  /**
   * The origin printed in the verification link (linkOrigin).
   * Never the request's Host, which would let each Host value cost a drawing, and print a link to
   * whatever host the first caller named.
   */
  private readonly printedOrigin: string;

  constructor(
    @Inject(CertificatesService) private readonly certificates: CertificatesService,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.printedOrigin = linkOrigin(config);
  }

  @Get(':id.pdf')
  async pdf(@Param('id') id: string, @Res() res: Response) {
    const certificate = await this.certificates.verify(id);
    if (!certificate) throw notFound(CERTIFICATE_NOT_FOUND);
    // In the holder's language: the document is theirs, whoever downloads it.
    const locale = await this.certificates.holderLocale(certificate);
    const key = `${certificate.id}:${locale}`;
    let pdf = this.rendered.get(key);
    if (!pdf) {
      const link = this.printedOrigin + certificatePagePath(certificate.id);
      pdf = await renderCertificatePdf(certificate, link, locale);
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
