import { ConfigError } from './config-error';

/** Who sells, as printed on receipts. Read from SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID, TAX_RATE_PERCENT. */
export interface SellerConfig {
  name: string;
  /** Lines of the postal address; empty: none printed. */
  address: string[];
  /** e.g. a GSTIN; with `taxRatePercent`, receipts show the tax included in the price. */
  taxId: string | undefined;
  taxRatePercent: number | undefined;
}

type Env = Record<string, string | undefined>;

const PRINTABLE = /^[^\p{Cc}]*$/u;

function text(env: Env, name: string, max: number): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (raw.length > max || !PRINTABLE.test(raw.replace(/\\n/g, '')))
    throw new ConfigError(name, `must be at most ${max} printable characters`);
  return raw;
}

export function sellerConfig(env: Env): SellerConfig {
  const rate = env.TAX_RATE_PERCENT?.trim();
  if (rate && (!/^\d{1,2}(\.\d{1,2})?$/.test(rate) || Number(rate) <= 0))
    throw new ConfigError(
      'TAX_RATE_PERCENT',
      `must be a percentage such as 18 or 12.5 (got "${rate}")`,
    );
  return {
    name: text(env, 'SELLER_NAME', 200) ?? 'BrandCraft',
    // "\n" in the value separates lines.
    address: (text(env, 'SELLER_ADDRESS', 500) ?? '')
      .split('\\n')
      .map((l) => l.trim())
      .filter(Boolean),
    taxId: text(env, 'SELLER_TAX_ID', 50),
    taxRatePercent: rate ? Number(rate) : undefined,
  };
}
