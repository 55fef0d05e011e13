import { resolve } from 'node:path';
import { parseAllowedRanges } from './lib/address-guard.ts';

/** Typed configuration from the environment. Every setting has a default that works on a laptop. */
export type Config = ReturnType<typeof loadConfig>;

/** A Chrome or Edge extension id: 32 letters a to p (the browsers refuse anything else in a policy). */
const extensionId = (name: string, value: string) => {
  if (!/^[a-p]{32}$/.test(value)) throw new Error(`${name} must be 32 letters a to p, got "${value}"`);
  return value;
};
/** A store update address the browsers fetch the extension from: https only. */
const updateUrl = (name: string, value: string) => {
  if (!/^https:\/\/[^\s;'"]+$/.test(value))
    throw new Error(`${name} must be an https address, got "${value}"`);
  return value;
};

/** Event loop lag (ms) to shed at: at least 100, 2,000 unset; `0` turns lag shedding off. */
const shedLoopLag = (value: string | undefined) =>
  value?.trim() === '0' ? 0 : Math.max(100, Number(value ?? 2_000) || 2_000);

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

/** Where screenshots, page HTML and logos live (BLOB_STORE): a directory, or an S3 bucket. */
/** Where an S3-compatible blob store is, and how to reach it (BLOB_STORE=s3://…). */
export interface S3BlobStoreOptions {
  bucket: string;
  /** Key prefix inside the bucket ('' for none); blobs are at prefix/container/path/name. */
  prefix: string;
  /** An S3-compatible store's address; without it, AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** Bucket in the path, not the host name: what most S3-compatible stores need. */
  forcePathStyle: boolean;
  /** Without them, the AWS SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

export type BlobStoreConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3BlobStoreOptions);

/**
 * `s3://bucket/prefix` selects object storage; anything else is a directory. S3_ENDPOINT names an
 * S3-compatible store (then the bucket goes in the path unless S3_FORCE_PATH_STYLE=0); credentials are
 * the standard AWS variables, or without them the AWS SDK's own chain (profile, instance role).
 */
function blobStoreConfig(env: NodeJS.ProcessEnv, dataDir: string): BlobStoreConfig {
  const value = env.BLOB_STORE || `${dataDir}/blobs`;
  if (!value.startsWith('s3://')) return { kind: 'local', dir: resolve(value) };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match) throw new Error(`BLOB_STORE must be s3://bucket/prefix, got "${value}"`);
  const endpoint = env.S3_ENDPOINT || undefined;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    bucket: match[1] as string,
    prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN || undefined }
        : undefined,
  };
}

/** The store ids the installer uses until the listings exist (decision 0042): they install nothing. */
export const PLACEHOLDER_EXTENSION_IDS = {
  chrome: 'kbehmanemaaphhkgggpabalcfapdpoib',
  edge: 'cjomognnnjnpjmfpgnbcffhamiieifek',
} as const;

function devSyslogPort(env: NodeJS.ProcessEnv, devOutbox: boolean): number | null {
  const port = Number(env.DEV_SYSLOG_PORT ?? (devOutbox && env.NODE_ENV !== 'test' ? 5514 : 0));
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 8080);
  const dataDir = resolve(env.DATA_DIR ?? './.data');
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const devOutbox = bool(env.DEV_OUTBOX, !env.SMTP_URL && env.NODE_ENV !== 'production');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
    databaseUrl: env.DATABASE_URL || undefined,
    /** Screenshots, page HTML and logos: a directory (default DATA_DIR/blobs) or an S3 bucket. */
    blobStore: blobStoreConfig(env, dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Baitwatch <no-reply@baitwatch.test>',
    publicUrl,
    /** The provider-owned domain suffix of tenant subdomains (spec: Account, read-only subdomain). */
    domainSuffix: env.DOMAIN_SUFFIX ?? 'baitwatch.app',
    /** Signs session tokens. A random one per process start is fine for one embedded process. */
    jwtSecret: env.JWT_SECRET ?? '',
    /** The fixed functions-key header value that every console call carries. */
    functionsKey: env.FUNCTIONS_KEY ?? 'baitwatch-console',
    demo: bool(env.DEMO, true),
    demoPassword: env.DEMO_PASSWORD ?? 'Baitwatch-demo-1',
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    /** Background workers (mail, thumbnails, alerts) run in this process unless switched off. */
    workers: bool(env.WORKERS, true),
    /** The development-only outbox page and its API. On by default without SMTP. */
    devOutbox,
    /** Secure cookies everywhere except plain-http local runs. */
    secureCookies: bool(env.SECURE_COOKIES, publicUrl.startsWith('https://')),
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    /** Serve the console's source maps (built beside the bundles, named by none of them). Off by default. */
    sourceMaps: bool(env.SOURCE_MAPS, false),
    /** The browser extension's zip (`npm run build`), offered on the Deployment page. */
    extensionPackage: resolve(
      env.EXTENSION_PACKAGE ??
        new URL('../../extension/release/baitwatch-extension.zip', import.meta.url).pathname,
    ),
    logLevel: env.LOG_LEVEL ?? 'info',
    trialUrl: env.TRIAL_URL ?? 'https://baitwatch.app/free-trial',
    supportUrl: env.SUPPORT_URL ?? 'mailto:support@baitwatch.app',
    /**
     * How many proxy hops to trust for the client address (rate limits key on it). Off by default:
     * trusting X-Forwarded-For from anyone would let a client pick its own address.
     */
    trustProxyHops: Number(env.TRUST_PROXY_HOPS ?? 0),
    /** The event loop lag (ms) beyond which the process sheds the APIs' calls (decision 0066); 0: never. */
    shedLoopLagMs: shedLoopLag(env.SHED_LOOP_LAG_MS),
    /** Enterprise SOC API calls per minute per API key (decision 0047). */
    socRateLimitPerMinute: Math.max(1, Number(env.SOC_RATE_LIMIT_PER_MINUTE ?? 120) || 120),
    /**
     * Address ranges (CIDRs, comma-separated) webhooks may reach although they are private or loopback:
     * for development and tests only. In development (the dev outbox on) loopback is open, so a
     * receiver on the same machine (the dev webhook inbox of the demo) works; otherwise nothing.
     */
    webhookAllowedRanges: parseAllowedRanges(
      env.WEBHOOK_ALLOWED_RANGES ?? (devOutbox ? '127.0.0.0/8,::1/128' : ''),
    ),
    /**
     * The development syslog receiver (127.0.0.1, TCP) the demo's syslog destination sends to: on by
     * default in development on 5514, off in tests and production. 0 switches it off.
     */
    devSyslogPort: devSyslogPort(env, devOutbox),
    /** Plain-http webhook endpoints: allowed in a plain-http local run (development), refused otherwise. */
    webhookHttpAllowed: bool(env.WEBHOOK_ALLOW_HTTP, !publicUrl.startsWith('https://')),
    /**
     * Plain-http single sign-on issuers: allowed in a plain-http local run (development and the browser
     * tests' own OpenID provider), refused otherwise, since the ID token's keys come from there.
     */
    ssoHttpIssuerAllowed: bool(env.SSO_ALLOW_HTTP_ISSUER, !publicUrl.startsWith('https://')),
    /** Bearer token a Prometheus scraper sends to read /metrics; without it /metrics is not served. */
    metricsToken: env.METRICS_TOKEN || undefined,
    /**
     * The extension in the browsers' stores, for the Windows installer's force-install policy
     * (decision 0042). The default ids are placeholders until the store listings exist: set them.
     */
    extensionStores: {
      chrome: {
        id: extensionId('CHROME_EXTENSION_ID', env.CHROME_EXTENSION_ID || PLACEHOLDER_EXTENSION_IDS.chrome),
        updateUrl: updateUrl(
          'CHROME_UPDATE_URL',
          env.CHROME_UPDATE_URL || 'https://clients2.google.com/service/update2/crx',
        ),
      },
      edge: {
        id: extensionId('EDGE_EXTENSION_ID', env.EDGE_EXTENSION_ID || PLACEHOLDER_EXTENSION_IDS.edge),
        updateUrl: updateUrl(
          'EDGE_UPDATE_URL',
          env.EDGE_UPDATE_URL || 'https://edge.microsoft.com/extensionwebstorebase/v1/crx',
        ),
      },
    },
  };
}
