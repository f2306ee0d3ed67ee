import { ConfigError, loadConfig } from './app-config';

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
      authRateLimitPerMinute: 10,
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
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://u:p@db:5432/app',
      jwtExpiresIn: '12h',
      clientOrigins: ['https://app.example.com', 'http://localhost:5173'],
      authRateLimitPerMinute: 20,
      nodeEnv: 'production',
    });
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
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('stops the boot on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
