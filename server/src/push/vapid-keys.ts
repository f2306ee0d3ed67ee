import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import webpush from 'web-push';
import { ConfigError } from '../config/config-error';
import { vapidPublicKeyOf, type VapidKeys } from '../config/push-config';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

function read(file: string): VapidKeys {
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  const publicKey = vapidPublicKeyOf(String(stored.privateKey));
  if (!publicKey || publicKey !== stored.publicKey) throw new Error('not a VAPID key pair');
  return { publicKey, privateKey: stored.privateKey! };
}

/**
 * The VAPID key pair generated once into `dataDir` (beside the JWT secret, owner-only), so browsers'
 * subscriptions survive restarts: a new pair would orphan every one of them. A folder it cannot
 * be kept in stops the start, naming the settings that replace it.
 */
export function persistedVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  try {
    if (fs.existsSync(file)) return read(file);
    fs.mkdirSync(dataDir, { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    try {
      // `wx`: an instance booting beside this one may have written it first; then its pair wins.
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read(file);
      throw error;
    }
    new Logger('Bootstrap').log(`Generated the Web Push (VAPID) keys in ${file}`);
    return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  } catch (error) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
      `are unset and the generated keys cannot be kept in ${file} (${(error as Error).message}): ` +
        'set both (npx web-push generate-vapid-keys), make DATA_DIR writable, or set PUSH_DISABLED=true',
    );
  }
}
