import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { ConfigError, configWarnings, loadConfig } from './app-config';
import { linkOrigin } from '../common/public-url';
import { vapidPublicKeyOf } from './push-config';

const ISSUER_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const VAPID_PRIVATE_KEY = randomBytes(32).toString('base64url');
const VAPID = {
  VAPID_PUBLIC_KEY: vapidPublicKeyOf(VAPID_PRIVATE_KEY)!,
  VAPID_PRIVATE_KEY,
};

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
      authRateLimitPerMinute: 120,
      apiTokenRateLimitPerMinute: 600,
      trustProxy: [],
      publicUrl: undefined,
      payments: { provider: 'sandbox', keyId: 'rzp_test_sandbox' },
      seedDemoData: true,
      counters: { redisUrl: undefined },
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
      API_TOKEN_RATE_LIMIT: '1200',
      SHUTDOWN_DELAY_SECONDS: '0',
      SHUTDOWN_TIMEOUT_SECONDS: '25',
      TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1',
      PUBLIC_URL: 'https://Courses.Example.com/',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'live-secret',
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mailer:secret@smtp.internal:587',
      MAIL_FROM: 'Courses <hello@courses.example.com>',
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://u:p@db:5432/app',
      jwtExpiresIn: '12h',
      clientOrigins: ['https://app.example.com', 'http://localhost:5173'],
      authRateLimitPerMinute: 20,
      apiTokenRateLimitPerMinute: 1200,
      shutdownDelaySeconds: 0,
      shutdownTimeoutSeconds: 25,
      trustProxy: ['loopback', '10.0.0.0/8', '2001:db8::1'],
      publicUrl: 'https://courses.example.com',
      payments: { provider: 'razorpay', keyId: 'rzp_live_key', keySecret: 'live-secret' },
      nodeEnv: 'production',
      seedDemoData: false,
      counters: { redisUrl: 'rediss://:secret@cache.internal:6380/2' },
    });
  });

  describe('mail', () => {
    it('keeps mail locally in development, and needs SMTP_URL or MAIL_DISABLED in production', () => {
      expect(loadConfig({}).mail).toMatchObject({ smtpUrl: undefined, disabled: false });
      const production = {
        NODE_ENV: 'production',
        JWT_SECRET: 's'.repeat(32),
        PAYMENT_PROVIDER: 'sandbox',
      };
      expect(() => loadConfig(production)).toThrow(
        'Invalid configuration: SMTP_URL is required when NODE_ENV=production (or set MAIL_DISABLED=true to run without sending mail on purpose)',
      );
      expect(loadConfig({ ...production, MAIL_DISABLED: 'true' }).mail).toMatchObject({
        smtpUrl: undefined,
        disabled: true,
      });
    });

    it('retries a failed send after 30 s unless MAIL_RETRY_DELAY_SECONDS says otherwise', () => {
      expect(loadConfig({}).mail.retryDelaySeconds).toBe(30);
      expect(loadConfig({ MAIL_RETRY_DELAY_SECONDS: '5' }).mail.retryDelaySeconds).toBe(5);
    });

    it.each([
      [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL must start with smtp:// or smtps://'],
      [{ SMTP_URL: 'not a url' }, 'SMTP_URL is not a URL'],
      [{ MAIL_FROM: 'Someone <a@b.c>\r\nBcc: x@y.z' }, 'MAIL_FROM must be an address'],
      [{ MAIL_FROM: 'no address here' }, 'MAIL_FROM must be an address'],
      [{ MAIL_RETRY_DELAY_SECONDS: '0' }, 'MAIL_RETRY_DELAY_SECONDS must be a whole number'],
    ])('refuses %j', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  describe('webhooks', () => {
    it('allows http:// and private destinations outside production only, unless told', () => {
      const production = {
        NODE_ENV: 'production',
        JWT_SECRET: 's'.repeat(32),
        PAYMENT_PROVIDER: 'sandbox',
        MAIL_DISABLED: 'true',
      };
      expect(loadConfig({}).webhooks).toMatchObject({
        allowPrivateUrls: true,
        timeoutSeconds: 10,
        retryDelaySeconds: 40,
        retryLimit: 12,
      });
      expect(loadConfig(production).webhooks.allowPrivateUrls).toBe(false);
      expect(
        loadConfig({ ...production, WEBHOOK_ALLOW_PRIVATE_URLS: 'true' }).webhooks.allowPrivateUrls,
      ).toBe(true);
      expect(
        loadConfig({ WEBHOOK_TIMEOUT_SECONDS: '3', WEBHOOK_RETRY_LIMIT: '0' }).webhooks,
      ).toMatchObject({ timeoutSeconds: 3, retryLimit: 0 });
      expect(() => loadConfig({ WEBHOOK_TIMEOUT_SECONDS: '0' })).toThrow(
        'WEBHOOK_TIMEOUT_SECONDS must be a whole number from 1 to 60',
      );
    });
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(32),
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    };
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'live-secret' };
    /** What a complete production deployment sets besides the payment keys. */
    const exposure = {
      METRICS_TOKEN: 'm'.repeat(16),
      PUBLIC_URL: 'https://courses.example.com',
      CREDENTIAL_ISSUER_KEY: ISSUER_KEY,
      ...VAPID,
    };

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
      const config = loadConfig({ ...production, ...exposure, PAYMENT_PROVIDER: 'sandbox' });
      expect(config.payments).toMatchObject({ provider: 'sandbox', keyId: 'rzp_test_sandbox' });
      expect(configWarnings(config)).toEqual([
        expect.stringMatching(/^PAYMENT_PROVIDER=sandbox in production: payments are SIMULATED/),
      ]);
    });

    it('warns when the webhook secret is missing, and not once everything is set', () => {
      expect(configWarnings(loadConfig({ ...production, ...exposure, ...keys }))).toEqual([
        expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET is unset/),
      ]);
      const complete = loadConfig({
        ...production,
        ...exposure,
        ...keys,
        RAZORPAY_WEBHOOK_SECRET: 'whsec',
      });
      expect(configWarnings(complete)).toEqual([]);
    });

    it('warns when /metrics is open, the issuer key is generated or image URLs come from the Host header', () => {
      const config = loadConfig({ ...production, ...keys, RAZORPAY_WEBHOOK_SECRET: 'whsec' });
      expect(configWarnings(config)).toEqual([
        expect.stringMatching(/^METRICS_TOKEN is unset: \/metrics is open/),
        expect.stringMatching(/^CREDENTIAL_ISSUER_KEY is unset/),
        expect.stringMatching(/^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset/),
        expect.stringMatching(
          /^PUBLIC_URL is unset: image URLs are built from each request's Host header and certificate PDFs link to localhost/,
        ),
      ]);
    });

    it('seeds no demo data unless SEED_DEMO_DATA says so, and never with SMTP_URL set', () => {
      const withoutMail = { ...production, SMTP_URL: '', MAIL_DISABLED: 'true', ...keys };
      expect(loadConfig(withoutMail).seedDemoData).toBe(false);
      expect(loadConfig({ ...withoutMail, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
      expect(loadConfig({ ...production, ...keys, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(
        false,
      );
    });
  });

  describe('Web Push', () => {
    it('takes a VAPID key pair and a subject, or generates the keys later (unset)', () => {
      expect(loadConfig({}).push).toMatchObject({
        disabled: false,
        keys: undefined,
        subject: 'mailto:no-reply@brandcraft.local',
      });
      const set = loadConfig({ ...VAPID, VAPID_SUBJECT: 'https://courses.example.com/contact' });
      expect(set.push.keys).toEqual({
        publicKey: VAPID.VAPID_PUBLIC_KEY,
        privateKey: VAPID_PRIVATE_KEY,
      });
      expect(set.push.subject).toBe('https://courses.example.com/contact');
      expect(loadConfig({ ...VAPID, PUSH_DISABLED: 'true' }).push).toMatchObject({
        disabled: true,
        keys: undefined,
      });
    });

    it.each([
      [{ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY }, 'VAPID_PRIVATE_KEY must be set with its pair'],
      [{ ...VAPID, VAPID_PRIVATE_KEY: 'short' }, 'VAPID_PRIVATE_KEY must be a P-256 private key'],
      [
        { ...VAPID, VAPID_PUBLIC_KEY: vapidPublicKeyOf(randomBytes(32).toString('base64url')) },
        'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
      ],
      [{ VAPID_SUBJECT: 'http://courses.example.com' }, 'VAPID_SUBJECT must be a mailto: address'],
    ])('refuses %j', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  it('keeps a path prefix of PUBLIC_URL, without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080/learn/' }).publicUrl).toBe(
      'http://10.0.0.5:8080/learn',
    );
  });

  describe('object storage', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

    it('keeps thumbnails on the local disk without S3_BUCKET', () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it('uses AWS with the default credential chain, deriving the virtual-hosted public URL', () => {
      expect(loadConfig({ S3_BUCKET: 'school-thumbs', S3_REGION: 'eu-west-1' }).s3).toEqual({
        bucket: 'school-thumbs',
        region: 'eu-west-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
        publicUrl: 'https://school-thumbs.s3.eu-west-1.amazonaws.com',
        prefix: '',
      });
    });

    it('addresses an S3-compatible endpoint path-style, its objects under endpoint/bucket', () => {
      const s3 = loadConfig({
        S3_BUCKET: 'thumbs',
        S3_ENDPOINT: 'http://minio.lan:9000/',
        S3_PREFIX: '/brandcraft/prod/',
        ...keys,
      }).s3;
      expect(s3).toEqual({
        bucket: 'thumbs',
        region: 'us-east-1',
        endpoint: 'http://minio.lan:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
        publicUrl: 'http://minio.lan:9000/thumbs',
        prefix: 'brandcraft/prod/',
      });
    });

    it('takes S3_PUBLIC_URL (a CDN) and S3_FORCE_PATH_STYLE as given', () => {
      const s3 = loadConfig({
        S3_BUCKET: 'cdn.example.com',
        S3_ENDPOINT: 'https://storage.example.net',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }).s3;
      expect(s3).toMatchObject({ forcePathStyle: false, publicUrl: 'https://cdn.example.com' });
    });

    it.each([
      [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET is required when S3_ENDPOINT is set'],
      [keys, 'S3_BUCKET is required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set'],
      [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET must be a bucket name'],
      [{ S3_BUCKET: 'b'.repeat(64) }, 'S3_BUCKET must be a bucket name'],
      [{ S3_BUCKET: 'bucket', S3_REGION: 'Mars 1' }, 'S3_REGION must be a region name'],
      [{ S3_BUCKET: 'bucket', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL'],
      [{ S3_BUCKET: 'bucket', S3_ENDPOINT: 'http://minio/s3' }, 'S3_ENDPOINT must be an origin'],
      [{ S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'A' }, 'S3_SECRET_ACCESS_KEY is required with'],
      [{ S3_BUCKET: 'bucket', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ACCESS_KEY_ID is required with'],
      [{ S3_BUCKET: 'bucket', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be'],
      [{ S3_BUCKET: 'bucket', S3_PUBLIC_URL: 'cdn.example.com' }, 'S3_PUBLIC_URL must be'],
      [{ S3_BUCKET: 'bucket', S3_PREFIX: 'a/../b' }, 'S3_PREFIX must be'],
      [{ S3_BUCKET: 'bucket', S3_PREFIX: 'a b' }, 'S3_PREFIX must be'],
      [{ S3_BUCKET: 'dotted.bucket' }, 'S3_PUBLIC_URL is required'],
      [
        { S3_BUCKET: 'bucket', S3_ENDPOINT: 'https://s3.example.net', S3_FORCE_PATH_STYLE: 'no' },
        'S3_PUBLIC_URL is required',
      ],
    ])('refuses %j: %s', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${message}`);
    });
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

  it('reads CREDENTIAL_ISSUER_KEY as PEM, with \\n standing for line breaks', () => {
    expect(loadConfig({ CREDENTIAL_ISSUER_KEY: ISSUER_KEY }).issuerKey).toBe(ISSUER_KEY.trim());
    const oneLine = ISSUER_KEY.trim().replace(/\n/g, '\\n');
    expect(loadConfig({ CREDENTIAL_ISSUER_KEY: oneLine }).issuerKey).toBe(ISSUER_KEY.trim());
    expect(loadConfig({}).issuerKey).toBeUndefined();
  });

  it('builds links on SITE_URL, else PUBLIC_URL, else the port npm start serves', () => {
    const site = loadConfig({
      SITE_URL: 'http://localhost:5173/',
      PUBLIC_URL: 'http://localhost:4000',
    });
    expect(site).toMatchObject({ siteUrl: 'http://localhost:5173', exposedBy: undefined });
    expect(linkOrigin(site)).toBe('http://localhost:5173');
    expect(linkOrigin(loadConfig({ PUBLIC_URL: 'https://courses.example.com' }))).toBe(
      'https://courses.example.com',
    );
    expect(linkOrigin(loadConfig({ PORT: '4100' }))).toBe('http://localhost:4100');
    expect(() => loadConfig({ SITE_URL: 'localhost:5173' })).toThrow(/SITE_URL/);
  });

  it('warns about nothing outside production on a local start', () => {
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
    expect(configWarnings(loadConfig({ PUBLIC_URL: 'http://localhost:4000' }))).toEqual([]);
  });

  it('keeps /dev/mail and the demo seed to local starts, whatever NODE_ENV says', () => {
    const local = loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000/learn' });
    expect(local).toMatchObject({ exposedBy: undefined, devMailbox: true, seedDemoData: true });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        MAIL_DISABLED: 'true',
        PAYMENT_PROVIDER: 'sandbox',
      }).devMailbox,
    ).toBe(false);
    for (const [env, reason] of [
      [{ SMTP_URL: 'smtp://mail.example.com:587' }, 'SMTP_URL is set'],
      [{ PUBLIC_URL: 'https://courses.example.com' }, 'PUBLIC_URL is on courses.example.com'],
      [
        { PUBLIC_URL: 'http://192.168.1.20:4000', SEED_DEMO_DATA: 'true' },
        'PUBLIC_URL is on 192.168.1.20',
      ],
      [{ SITE_URL: 'https://app.example.com' }, 'SITE_URL is on app.example.com'],
    ] as const) {
      const config = loadConfig(env);
      expect(config).toMatchObject({ exposedBy: reason, devMailbox: false, seedDemoData: false });
      expect(configWarnings(config)).toEqual([
        expect.stringContaining(`${reason}, so this server is treated as reachable by others`),
      ]);
    }
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '0' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ CREDENTIAL_ISSUER_KEY: 'not a key' }, 'CREDENTIAL_ISSUER_KEY'],
    [
      {
        CREDENTIAL_ISSUER_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      },
      'CREDENTIAL_ISSUER_KEY',
    ],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN'],
    [{ JWT_EXPIRES_IN: '0d' }, 'JWT_EXPIRES_IN'],
    [{ CLIENT_ORIGINS: 'localhost' }, 'CLIENT_ORIGINS'],
    [{ CLIENT_ORIGINS: 'http://a.com/path' }, 'CLIENT_ORIGINS'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '-1' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
    [{ API_TOKEN_RATE_LIMIT: '0' }, 'API_TOKEN_RATE_LIMIT'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '0' }, 'SHUTDOWN_TIMEOUT_SECONDS'],
    [{ SHUTDOWN_DELAY_SECONDS: '-1' }, 'SHUTDOWN_DELAY_SECONDS'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '3600' }, 'SHUTDOWN_TIMEOUT_SECONDS'],
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
    [{ REDIS_URL: 'cache.internal:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'http://cache.internal:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://cache.internal:6379/zero' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'has a space in the middle of it' }, 'METRICS_TOKEN'],
  ])('stops the boot on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
