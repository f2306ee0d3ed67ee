import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';

/** The site's Ed25519 credential signing key, and its public half as published in the JWKS. */
@Injectable()
export class IssuerKey {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  private published?: Promise<JWK & { kid: string }>;

  constructor(@Inject(RUNTIME_CONFIG) config: RuntimeConfig) {
    this.privateKey = createPrivateKey(config.issuerKey);
    this.publicKey = createPublicKey(this.privateKey);
  }

  /** The public JWK, its `kid` the RFC 7638 thumbprint, so a new key gets a new id by itself. */
  jwk(): Promise<JWK & { kid: string }> {
    this.published ??= (async () => {
      const jwk = await exportJWK(this.publicKey);
      const kid = await calculateJwkThumbprint(jwk);
      return { ...jwk, kid, alg: 'EdDSA', use: 'sig' };
    })();
    return this.published;
  }
}
