import { Module } from '@nestjs/common';
import { CertificatesModule } from '../certificates/certificates.module';
import { CredentialsController } from './credentials.controller';
import { CredentialsResolver } from './credentials.resolver';
import { CredentialsService } from './credentials.service';
import { IssuerKey } from './issuer-key';

/**
 * Certificates as Open Badges 3.0 verifiable credentials (docs/learning.md, "Verifiable
 * credentials").
 */
@Module({
  imports: [CertificatesModule],
  providers: [IssuerKey, CredentialsService, CredentialsResolver],
  controllers: [CredentialsController],
})
export class CredentialsModule {}
