import { ConfigError, configWarnings, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      databaseUrl: undefined,
      jwtSecret: undefined,
      jwtExpiresIn: '7d',
      clientOrigins: ['http://localhost:5173'],
      authRateLimitPerMinute: 60,
      trustProxy: [],
      publicUrl: undefined,
      payments: { provider: 'sandbox', keyId: 'rzp_test_sandbox' },
      seedDemoData: true,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      JWT_SECRET: 's'.repeat(32),
      JWT_EXPIRES_IN: '12h',
      CLIENT_ORIGINS: 'https://app.example.com, http://localhost:5173/',
      AUTH_RATE_LIMIT_PER_MINUTE: '20',
      TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1',
      PUBLIC_URL: 'https://Courses.Example.com/',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'live-secret',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://u:p@db:5432/app',
      jwtExpiresIn: '12h',
      clientOrigins: ['https://app.example.com', 'http://localhost:5173'],
      authRateLimitPerMinute: 20,
      trustProxy: ['loopback', '10.0.0.0/8', '2001:db8::1'],
      publicUrl: 'https://courses.example.com',
      payments: { provider: 'razorpay', keyId: 'rzp_live_key', keySecret: 'live-secret' },
      nodeEnv: 'production',
      seedDemoData: false,
    });
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) };
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'live-secret' };

    it.each([{}, { RAZORPAY_KEY_ID: 'rzp_live_key' }, { RAZORPAY_KEY_SECRET: 'live-secret' }])(
      'refuses to run without both Razorpay keys (%j), naming the variables',
      (env) => {
        const load = () => loadConfig({ ...production, ...env });
        expect(load).toThrow(ConfigError);
        expect(load).toThrow(
          'Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when ' +
            'NODE_ENV=production (or set PAYMENT_PROVIDER=sandbox to run test payments on purpose)',
        );
      },
    );

    it('runs the sandbox only when PAYMENT_PROVIDER=sandbox is set, and warns loudly', () => {
      const config = loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' });
      expect(config.payments).toMatchObject({ provider: 'sandbox', keyId: 'rzp_test_sandbox' });
      expect(configWarnings(config)).toEqual([
        expect.stringMatching(/^PAYMENT_PROVIDER=sandbox in production: payments are SIMULATED/),
      ]);
    });

    it('warns when the webhook secret is missing, and not once everything is set', () => {
      expect(configWarnings(loadConfig({ ...production, ...keys }))).toEqual([
        expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET is unset/),
      ]);
      const complete = loadConfig({ ...production, ...keys, RAZORPAY_WEBHOOK_SECRET: 'whsec' });
      expect(configWarnings(complete)).toEqual([]);
    });

    it('seeds no demo data unless SEED_DEMO_DATA says so', () => {
      expect(loadConfig({ ...production, ...keys }).seedDemoData).toBe(false);
      expect(loadConfig({ ...production, ...keys, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(
        true,
      );
    });
  });

  it('keeps a path prefix of PUBLIC_URL, without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080/learn/' }).publicUrl).toBe(
      'http://10.0.0.5:8080/learn',
    );
  });

  it('logs at info, errors only under test, or at LOG_LEVEL; guards /metrics only with METRICS_TOKEN', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('error');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: ' Debug ' }).logLevel).toBe('debug');
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' scrape-0123456789abcdef ' }).metricsToken).toBe(
      'scrape-0123456789abcdef',
    );
  });

  it('warns about nothing outside production', () => {
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '0' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN'],
    [{ JWT_EXPIRES_IN: '0d' }, 'JWT_EXPIRES_IN'],
    [{ CLIENT_ORIGINS: 'localhost' }, 'CLIENT_ORIGINS'],
    [{ CLIENT_ORIGINS: 'http://a.com/path' }, 'CLIENT_ORIGINS'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '-1' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'loopback,,10.0.0.1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1/8/1' }, 'TRUST_PROXY'],
    [{ PUBLIC_URL: 'courses.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://courses.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://user:pass@courses.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://courses.example.com/?x=1' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://courses.example.com/#top' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'has a space in the middle of it' }, 'METRICS_TOKEN'],
  ])('stops the boot on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
