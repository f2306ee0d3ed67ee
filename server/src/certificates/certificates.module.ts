import { Module } from '@nestjs/common';
import { CertificatesController } from './certificates.controller';
import { CertificatesResolver } from './certificates.resolver';
import { CertificatesService } from './certificates.service';

@Module({
  providers: [CertificatesService, CertificatesResolver],
  controllers: [CertificatesController],
  exports: [CertificatesService],
})
export class CertificatesModule {}
