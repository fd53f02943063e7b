// The collaborators of every operation, built once per server by buildApp and handed to each
// handler as its third argument. Handlers and the areas' functions take what they need from here
// instead of reaching into the Fastify instance, so an area can be called (and tested) without
// an HTTP server, and every server instance has its own limiters and providers.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/connect.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { DirectSignerResolver } from './caller.ts';
import type { Providers } from './providers/index.ts';
import type { CertificateAuthority } from './pades/index.ts';
import type { LinkKeys } from './security/link-keys.ts';
import type { SecretBox } from './security/secret-box.ts';
import type { AuthLimiters } from './security/rate-limit.ts';
import type { Storage } from './storage/storage.ts';

export interface AppContext {
  readonly config: ServerConfig;
  readonly db: Db;
  /**
   * The Db of long reads outside any transaction (lists, search, exports, reports): on SQLite a
   * pool of worker threads with read-only connections, so such a read never holds the event
   * loop; on PostgreSQL `db` itself (db/read-pool.ts). It sees what was committed before each
   * statement: never read through it what a transaction open on `db` has written.
   */
  readonly reads: Db;
  readonly storage: Storage;
  /** The transport the mail queue delivers to (SMTP or the local outbox); areas queue mail. */
  readonly mailer: Mailer;
  /**
   * The transactional outbox of mail: queue a change's mails in its transaction (add), then
   * flush after the commit; sendNow when the failure is the answer (reminders).
   */
  readonly mailQueue: MailQueue;
  /** Derives and checks the keys of direct links (never stored). */
  readonly linkKeys: LinkKeys;
  /** Encrypts the secrets the server reads back (identity providers' client secrets). */
  readonly secretBox: SecretBox;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  /** Resolves the Basic credentials of a direct link to its signer. */
  readonly directSigners: DirectSignerResolver;
  /** Rate limiters of the auth operations (counting in the database, shared by every process). */
  readonly limiters: AuthLimiters;
  /** The webhook worker (areas/webhooks): runDue() delivers what is due now, after a commit. */
  readonly webhooks: { runDue(): Promise<void> };
  /** Third parties (SMS, trust service, identification): sandboxes unless replaced. */
  providers: Providers;
  /** The certificate authority that issues signer and seal certificates (opened once). */
  certificateAuthority(): Promise<CertificateAuthority>;
}
