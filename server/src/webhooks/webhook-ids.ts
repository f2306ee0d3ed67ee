import { randomBytes } from 'node:crypto';

/** A Standard Webhooks message id: the `webhook-id` receivers de-duplicate on. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 24 random bytes. */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
