import { loadConfig } from './app-config';
import { ConfigError } from './config-error';
import { sellerConfig } from './seller-config';

describe('sellerConfig', () => {
  it('reads the GST state from SELLER_STATE (code or name) or from the GSTIN', () => {
    expect(sellerConfig({ SELLER_STATE: 'Maharashtra' }).state?.code).toBe('27');
    expect(sellerConfig({ SELLER_STATE: '7' }).state?.name).toBe('Delhi');
    const fromGstin = sellerConfig({ SELLER_TAX_ID: '29ABCDE1234F1Z5', TAX_RATE_PERCENT: '18' });
    expect(fromGstin).toMatchObject({
      state: { code: '29', name: 'Karnataka' },
      sacCode: '999293',
    });
    expect(sellerConfig({ SELLER_TAX_ID: 'DE123456789' }).state).toBeUndefined();
  });

  it('refuses an unknown state, one the GSTIN contradicts, and a malformed SAC', () => {
    expect(() => sellerConfig({ SELLER_STATE: 'Atlantis' })).toThrow(ConfigError);
    expect(() => sellerConfig({ SELLER_STATE: '27', SELLER_TAX_ID: '29ABCDE1234F1Z5' })).toThrow(
      /SELLER_STATE.*registered in state 29/,
    );
    expect(() => sellerConfig({ SAC_CODE: '9992' })).toThrow(/SAC_CODE/);
    expect(sellerConfig({ SAC_CODE: '999294' }).sacCode).toBe('999294');
  });

  it('gives the demo the example seller, only when no seller setting is given', () => {
    const demo = sellerConfig({}, { demo: true });
    expect(demo).toMatchObject({
      taxId: '29AAAAA0000A1Z5',
      taxRatePercent: 18,
      state: { code: '29' },
      demo: true,
    });
    expect(sellerConfig({ SELLER_NAME: 'Real Co' }, { demo: true })).toMatchObject({
      name: 'Real Co',
      taxId: undefined,
      demo: false,
    });
    expect(sellerConfig({})).toMatchObject({ taxId: undefined, state: undefined, demo: false });
  });

  it('applies the example seller in development, never in production', () => {
    expect(loadConfig({}).seller.demo).toBe(true);
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(32),
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'live-secret',
      MAIL_DISABLED: 'true',
    });
    expect(production.seller).toMatchObject({ demo: false, taxId: undefined });
  });
});
