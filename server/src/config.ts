// Configuration from the environment, read once at start: the one place the server reads
// process.env (every variable is listed in the README). Every value has a default that runs the
// product on one machine with no setup (embedded SQLite under ./data, mail to the outbox).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ConfigError, providerChoices, type ProviderChoices } from './provider-choices.ts';

export { ConfigError, type ProviderChoices } from './provider-choices.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the SQLite file, documents, keys and rendered pages. */
  dataDir: string;
  /** postgres://… to use PostgreSQL; otherwise SQLite under dataDir. */
  databaseUrl?: string;
  /** smtp://… to send real mail; otherwise mail goes to the outbox shown at /dev/mailbox. */
  smtpUrl?: string;
  /** Sender address of SMTP mail. */
  mailFrom: string;
  /**
   * Passphrase of the CA's private keys (CA_KEY_PASSPHRASE, or the contents of the file
   * CA_KEY_PASSPHRASE_FILE names); without it a passphrase file generated beside the keys.
   */
  caKeyPassphrase?: string;
  /** Address people use to reach the app, for links in mails. */
  publicUrl: string;
  /** Folder of the built app (vite build output); served with an SPA fallback. */
  appDir: string;
  /** Source pictures of the placeholder images under /img/{name}.webp (IMAGES_DIR). */
  imagesDir: string;
  logLevel: string;
  /** Share of ordinary requests logged (LOG_REQUEST_SAMPLE, 0 to 1, 0.01): plugins/request-log.ts. */
  logRequestSample: number;
  /** Requests at least this slow are always logged (LOG_SLOW_MS, 1000). */
  logSlowMs: number;
  /** SQLite statements kept prepared (SQLITE_STATEMENT_CACHE, 500; 0 turns the cache off). */
  statementCacheSize: number;
  /**
   * Worker threads that run the long SQLite reads (lists, search, exports, reports) off the event
   * loop, each with its own read-only connection (READ_WORKERS; 0: every read on the main
   * connection): db/read-pool.ts. Unused on PostgreSQL. By default one fewer than the CPUs (at
   * least 1, at most 4): a core stays free for the event loop, whose answers are the short ones.
   */
  readWorkers: number;
  /** Largest accepted request body (documents are uploaded as base64 JSON or multipart). */
  bodyLimitBytes: number;
  /**
   * Longest a request may take to arrive, headers and body (REQUEST_TIMEOUT_MS, 600000): a
   * slower one is answered 408. It bounds an upload, so spooled files older than that are known
   * to be left over from a crash (areas/documents/spooled-upload.ts).
   */
  requestTimeoutMs: number;
  /** E-mail domains of internal staff, who get the maintenance-bypass cookie. */
  staffDomains: string[];
  /**
   * RFC 3161 time-stamping service (TSA_URL) that replaces the CA's built-in TSA; signatures are
   * PAdES B-T either way.
   */
  tsaUrl?: string;
  /**
   * Certificates name the issuer, OCSP responder and CRL under publicUrl (CA_REVOCATION_POINTERS,
   * default on; `off` leaves them out). Validators then ask the responder: turn it off only where
   * nothing answers at publicUrl (test servers that do not listen).
   */
  caRevocationPointers: boolean;
  /**
   * Interval of the long-term validation worker's pass (LTV_POLL_MS, 60000; 0: no timer): it adds
   * the DSS and a document time-stamp to the documents of completed requests and re-stamps
   * archived ones (areas/signing/ltv/job.ts).
   */
  ltvPollMs: number;
  /** Browser origins allowed to call the API cross-origin (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /**
   * The implementation of each third-party provider (DOMAIN_VERIFIER, PAYMENT_PROVIDER,
   * IDENTIFICATION_PROVIDER, TRUST_SERVICE, SMS_PROVIDER): sandboxes by default only on a
   * loopback-only server; elsewhere each is chosen explicitly (provider-choices.ts).
   */
  providerChoices: ProviderChoices;
  /**
   * DNS servers the domain verifier asks (DNS_SERVERS, comma-separated `address[:port]`); the
   * system's resolvers when unset.
   */
  dnsServers?: string[];
  /**
   * The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY): comma-separated
   * addresses or CIDR ranges, or a number of proxy hops; none by default (the socket's address is
   * the client's). Without it, behind a proxy every client would look like the proxy: per-address
   * limits would skip them all (a loopback proxy) or count them as one.
   */
  trustProxy?: string[] | number;
  /**
   * Secret the direct-link keys are derived from (LINK_SECRET, or the contents of the file
   * LINK_SECRET_FILE names; at least 32 characters); without it a file generated under DATA_DIR
   * (security/link-keys.ts). Changing it ends every direct link already mailed.
   */
  linkSecret?: string;
  /**
   * Tests only (CRASH_AT): the named point where the process kills itself with SIGKILL
   * (crash-points.ts; the signing points in areas/signing/crash-points.ts); nothing unless set.
   */
  crashAt?: string;
  /**
   * Longest a signature may hold a request's signing lock (SIGNING_LOCK_SECONDS, 120): held as a
   * lease of a quarter of it (at most 30 s) renewed while signing (areas/signing/rules/fence.ts).
   */
  signingLockSeconds: number;
  /** Limits of uploaded PDFs and of the PDF workers (areas/documents/rules.ts, rendering/). */
  pdf: PdfSettings;
  /**
   * Stripe's keys (STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET, both or neither): set exactly when
   * providers.payment is `stripe`; otherwise the sandbox payment provider
   * (providers/payment-sandbox.ts).
   */
  stripe?: { secretKey: string; webhookSecret: string };
  /**
   * Signing secret of the Stripe-format deliveries the sandbox payment provider accepts
   * (PAYMENT_SANDBOX_WEBHOOK_SECRET; a public development default: the sandbox moves no money).
   */
  sandboxWebhookSecret?: string;
  /** Webhook deliveries (areas/webhooks). */
  webhooks: WebhookSettings;
  /**
   * Certificate authorities (PEM) trusted instead of the system's for the server's https requests
   * to addresses customers give (company logos). Never read from the environment: tests set it
   * for a loopback server's own certificate; a deployment adds authorities with Node's
   * NODE_EXTRA_CA_CERTS. Private addresses stay refused unless webhooks.allowPrivateAddresses.
   */
  outboundCa?: string;
}

export interface WebhookSettings {
  /**
   * Deliveries may go to private, loopback and link-local addresses
   * (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=1): for tests and local receivers only, never in production.
   */
  allowPrivateAddresses: boolean;
  /** Interval of the delivery worker's timer pass (WEBHOOKS_POLL_MS, 2000; 0: no timer). */
  pollMs: number;
  /** Longest one delivery attempt may take, connection and answer (WEBHOOKS_TIMEOUT_MS, 10000). */
  timeoutMs: number;
}

export interface PdfSettings {
  /** Most pages an uploaded PDF may have (PDF_MAX_PAGES). */
  maxPages: number;
  /** Most indirect objects an uploaded PDF may have (PDF_MAX_OBJECTS). */
  maxObjects: number;
  /** Heap cap of a PDF worker, and its share of the RSS watchdog (PDF_WORKER_MEMORY_MB). */
  workerMemoryMb: number;
  /** Longest a PDF job (upload check, page rendering) may run (PDF_JOB_TIMEOUT_MS). */
  jobTimeoutMs: number;
}

const root = path.resolve(import.meta.dirname, '../..');

/** A secret kept in a file of its own (a mounted secret), trimmed; undefined when not set. */
function readSecretFile(file: string | undefined): string | undefined {
  if (!file) return undefined;
  const secret = readFileSync(file, 'utf8').trim();
  if (!secret) throw new ConfigError(`${file} is empty`);
  return secret;
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count, or the proxies' addresses/ranges. "true" (believe
 * any X-Forwarded-For) is refused: any client could then choose the address it is limited by.
 */
export function trustedProxies(value: string | undefined): string[] | number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|yes|on)$/i.test(text)) {
    throw new ConfigError('TRUST_PROXY names the proxies (addresses, CIDR ranges) or a hop count');
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together switch Stripe on; one alone is refused. */
export function stripeSettings(
  env: NodeJS.ProcessEnv,
): { secretKey: string; webhookSecret: string } | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (or neither)',
    );
  }
  return { secretKey, webhookSecret };
}

export const DEFAULT_MAIL_FROM = 'Signing Service <no-reply@signing.example>';
/**
 * The sandbox's signing secret when PAYMENT_SANDBOX_WEBHOOK_SECRET is not set. Public on purpose:
 * the sandbox moves no money, and a tester signs its own deliveries with it.
 */
export const DEFAULT_SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_development_only';

/** DNS_SERVERS as node's Resolver.setServers takes them; undefined: the system's. */
function dnsServers(value: string | undefined): string[] | undefined {
  const servers = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return servers.length > 0 ? servers : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  // An IPv6 HOST is bracketed in an address (http://[::1]:8080).
  const listening = host.includes(':') ? `[${host}]` : host;
  const publicUrl = (env.PUBLIC_URL || `http://${listening}:${port}`).replace(/\/$/, '');
  const stripe = stripeSettings(env);
  return {
    port,
    host,
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    caKeyPassphrase: env.CA_KEY_PASSPHRASE || readSecretFile(env.CA_KEY_PASSPHRASE_FILE),
    publicUrl,
    appDir: path.resolve(root, env.APP_DIR ?? 'dist'),
    imagesDir: path.resolve(root, env.IMAGES_DIR ?? 'server/assets/img'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequestSample: Number(env.LOG_REQUEST_SAMPLE ?? 0.01),
    logSlowMs: Number(env.LOG_SLOW_MS ?? 1000),
    statementCacheSize: Number(env.SQLITE_STATEMENT_CACHE ?? 500),
    readWorkers: Number(env.READ_WORKERS ?? Math.max(1, Math.min(4, availableParallelism() - 1))),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 30 * 1024 * 1024),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 600_000),
    staffDomains: (env.STAFF_DOMAINS ?? 'signing.example').split(',').filter(Boolean),
    tsaUrl: env.TSA_URL || undefined,
    caRevocationPointers: env.CA_REVOCATION_POINTERS !== 'off',
    ltvPollMs: Number(env.LTV_POLL_MS ?? 60_000),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    linkSecret: env.LINK_SECRET || readSecretFile(env.LINK_SECRET_FILE),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    providerChoices: providerChoices(env, {
      publicUrl,
      host,
      stripeConfigured: stripe !== undefined,
    }),
    dnsServers: dnsServers(env.DNS_SERVERS),
    crashAt: env.CRASH_AT || undefined,
    signingLockSeconds: Number(env.SIGNING_LOCK_SECONDS ?? 120),
    pdf: {
      maxPages: Number(env.PDF_MAX_PAGES ?? 2_000),
      maxObjects: Number(env.PDF_MAX_OBJECTS ?? 100_000),
      workerMemoryMb: Number(env.PDF_WORKER_MEMORY_MB ?? 512),
      jobTimeoutMs: Number(env.PDF_JOB_TIMEOUT_MS ?? 30_000),
    },
    stripe,
    sandboxWebhookSecret:
      env.PAYMENT_SANDBOX_WEBHOOK_SECRET?.trim() || DEFAULT_SANDBOX_WEBHOOK_SECRET,
    webhooks: {
      allowPrivateAddresses: env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === '1',
      pollMs: Number(env.WEBHOOKS_POLL_MS ?? 2_000),
      timeoutMs: Math.min(Number(env.WEBHOOKS_TIMEOUT_MS ?? 10_000), 30_000),
    },
  };
}
