import { ConfigError } from './config-error';
import { flag, type Env } from './env';
import { baseUrl } from './network-config';

/** An S3 (or S3-compatible) bucket for thumbnails. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Base URL browsers load objects from, without a trailing slash: object URLs are `${publicUrl}/${key}`. */
  publicUrl: string;
  /** Put before every key: empty, or ending in `/`. */
  prefix: string;
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_PREFIX',
];

/** S3's rules for bucket names that work in both addressing styles. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function s3Prefix(env: Env) {
  const raw = env.S3_PREFIX?.trim().replace(/^\/+|\/+$/g, '');
  if (!raw) return '';
  const segments = raw.split('/');
  if (
    !/^[A-Za-z0-9/._-]+$/.test(raw) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw new ConfigError(
      'S3_PREFIX',
      `must be folder names of letters, digits, ".", "_" or "-" separated by "/" (got "${raw}")`,
    );
  }
  return `${raw}/`;
}

/**
 * Without S3_ENDPOINT, AWS's virtual-hosted URL of the bucket; with a path-style endpoint, the
 * bucket under it. A virtual-hosted custom endpoint, or a dotted bucket name (its TLS certificate
 * would not match), needs S3_PUBLIC_URL.
 */
function derivedS3PublicUrl(bucket: string, region: string, endpoint?: string, pathStyle = false) {
  if (endpoint) return pathStyle ? `${endpoint}/${bucket}` : undefined;
  return bucket.includes('.') ? undefined : `https://${bucket}.s3.${region}.amazonaws.com`;
}

export function s3Config(env: Env): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const given = S3_VARIABLES.filter((name) => env[name]?.trim());
    if (given.length)
      throw new ConfigError('S3_BUCKET', `is required when ${given.join(', ')} is set`);
    return undefined;
  }
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(
      'S3_BUCKET',
      `must be a bucket name of 3 to 63 lowercase letters, digits, "." or "-" (got "${bucket}")`,
    );
  }
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region))
    throw new ConfigError('S3_REGION', `must be a region name like eu-west-1 (got "${region}")`);
  const endpointUrl = baseUrl(env, 'S3_ENDPOINT', 'http://127.0.0.1:9000');
  if (endpointUrl && endpointUrl !== new URL(endpointUrl).origin) {
    throw new ConfigError('S3_ENDPOINT', `must be an origin without a path (got "${endpointUrl}")`);
  }
  const forcePathStyle = flag(env, 'S3_FORCE_PATH_STYLE', endpointUrl !== undefined);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const [missing, given] = accessKeyId
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    throw new ConfigError(
      missing,
      `is required with ${given} (set both, or neither to use the AWS SDK's default credential chain)`,
    );
  }
  const publicBase =
    baseUrl(env, 'S3_PUBLIC_URL', 'https://cdn.example.com') ??
    derivedS3PublicUrl(bucket, region, endpointUrl, forcePathStyle);
  if (!publicBase) {
    throw new ConfigError(
      'S3_PUBLIC_URL',
      'is required with a virtual-hosted S3_ENDPOINT or a bucket name with dots: the base URL browsers load objects from',
    );
  }
  return {
    bucket,
    region,
    endpoint: endpointUrl,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl: publicBase,
    prefix: s3Prefix(env),
  };
}
