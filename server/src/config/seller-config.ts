import { gstState, type GstState } from '../../../shared/gst-states';
import { ConfigError } from './config-error';

/**
 * Who sells, as printed on receipts: SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID, TAX_RATE_PERCENT,
 * SELLER_STATE and SAC_CODE (docs/configuration.md).
 */
export interface SellerConfig {
  name: string;
  /** Lines of the postal address; empty: none printed. */
  address: string[];
  /** e.g. a GSTIN; with `taxRatePercent`, receipts show the tax included in the price. */
  taxId: string | undefined;
  taxRatePercent: number | undefined;
  /** Where the seller is registered: with a tax id and rate, receipts are GST tax invoices. */
  state: GstState | undefined;
  /** The service's SAC (GST's code for services) printed on invoices. */
  sacCode: string;
  /** The example seller of the demo data: invoices say it is not a real registration. */
  demo: boolean;
}

type Env = Record<string, string | undefined>;

const PRINTABLE = /^[^\p{Cc}]*$/u;
/** 2-digit state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Commercial training and coaching services (GST SAC list, heading 9992 Education services). */
export const DEFAULT_SAC_CODE = '999293';

/**
 * The example seller of development and demo starts (when the demo seed is on and no seller
 * setting is given), so a newcomer's first purchase shows a complete GST invoice. PAN AAAAA0000A
 * is the usual placeholder; no real business holds this GSTIN.
 */
export const DEMO_SELLER_ENV: Env = {
  SELLER_NAME: 'BrandCraft Learning (demo)',
  SELLER_ADDRESS: '1 Example Road, Koramangala\\nBengaluru 560034\\nKarnataka, India',
  SELLER_TAX_ID: '29AAAAA0000A1Z5',
  TAX_RATE_PERCENT: '18',
  SELLER_STATE: '29',
};
const SELLER_SETTINGS = Object.keys(DEMO_SELLER_ENV);

function text(env: Env, name: string, max: number): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (raw.length > max || !PRINTABLE.test(raw.replace(/\\n/g, '')))
    throw new ConfigError(name, `must be at most ${max} printable characters`);
  return raw;
}

/** SELLER_STATE, or the state a GSTIN names in its first two digits; both given must agree. */
function sellerState(env: Env, taxId: string | undefined): GstState | undefined {
  const fromTaxId = taxId && GSTIN.exec(taxId.toUpperCase())?.[1];
  const raw = env.SELLER_STATE?.trim();
  if (!raw) return fromTaxId ? gstState(fromTaxId) : undefined;
  const state = gstState(raw);
  if (!state)
    throw new ConfigError(
      'SELLER_STATE',
      `must be a GST state code such as 29 or a state's name such as Karnataka (got "${raw}")`,
    );
  if (fromTaxId && fromTaxId !== state.code)
    throw new ConfigError(
      'SELLER_STATE',
      `is ${state.name} (${state.code}), but the GSTIN in SELLER_TAX_ID is registered in state ${fromTaxId}`,
    );
  return state;
}

/** With `demo` (the demo seed is on) and no seller setting given, the example seller. */
export function sellerConfig(env: Env, { demo = false } = {}): SellerConfig {
  const useDemo = demo && SELLER_SETTINGS.every((name) => !env[name]?.trim());
  const source = useDemo ? { ...env, ...DEMO_SELLER_ENV } : env;
  const rate = source.TAX_RATE_PERCENT?.trim();
  if (rate && (!/^\d{1,2}(\.\d{1,2})?$/.test(rate) || Number(rate) <= 0))
    throw new ConfigError(
      'TAX_RATE_PERCENT',
      `must be a percentage such as 18 or 12.5 (got "${rate}")`,
    );
  const sac = source.SAC_CODE?.trim() || DEFAULT_SAC_CODE;
  if (!/^99\d{4}$/.test(sac))
    throw new ConfigError('SAC_CODE', `must be a six-digit SAC such as 999293 (got "${sac}")`);
  const taxId = text(source, 'SELLER_TAX_ID', 50);
  return {
    name: text(source, 'SELLER_NAME', 200) ?? 'BrandCraft',
    // "\n" in the value separates lines.
    address: (text(source, 'SELLER_ADDRESS', 500) ?? '')
      .split('\\n')
      .map((l) => l.trim())
      .filter(Boolean),
    taxId,
    taxRatePercent: rate ? Number(rate) : undefined,
    state: sellerState(source, taxId),
    sacCode: sac,
    demo: useDemo,
  };
}
