// The transactional outbox of mail (docs/architecture.md#decision-mail-outbox). A change and the mails it causes are written
// in one database transaction (add(trx, …) into the mail_queue table, migration 0008); a worker
// delivers the queued rows through the transport (SMTP, or the outbox table of the local
// mailbox), so a crash after the commit delays mail but never loses it.
//
// - Prompt: after a transaction that queued mail commits, the caller calls flush(), which runs a
//   delivery pass at once and waits for it (up to flushWaitMs), so people and tests see the mail
//   when the answer arrives. A timer pass every pollMs picks up the rest: mail of a process that
//   died, retries that came due, mail queued by another process.
// - One sender: a worker claims rows with a conditional UPDATE (FOR UPDATE SKIP LOCKED on
//   PostgreSQL) that holds them for leaseMs, so a second server process on the same database never
//   sends the same row (each row's hold is renewed when its turn in a batch comes); a worker that
//   dies mid-pass frees its rows when the hold runs out (the one mail being handed to SMTP at that
//   moment may then go out twice: at least once, not at most once).
// - Retries: a failed attempt is due again after retryBaseMs doubling per attempt (capped at
//   retryMaxMs, ±20 % jitter); after maxAttempts the row is given up and logged.
// - Secrets: the stored message (links with keys, tokens, codes) is blanked once delivered or
//   given up; recipient and times stay for the record until purged after retentionMs.
// - sendNow() is for mail whose failure is the answer (a reminder, docs/product.md#errors): the rows are
//   queued already held by this worker, delivered at once, and one that fails is dropped rather
//   than retried (the caller answers 503 and the sender may try again).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import {
  claimDue,
  heldRows,
  insertMails,
  markFailed,
  markRetry,
  markSent,
  countUnsent,
  purgeFinished,
  renewClaim,
  type MailId,
  type QueueRow,
} from './queue-store.ts';
import { inTransaction } from '../db/transaction.ts';

export type { MailId } from './queue-store.ts';

export interface MailQueueOptions {
  /** Attempts before a mail is given up. */
  maxAttempts: number;
  /** Wait before the second attempt; doubled for each further one. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim holds a row (longer than one delivery can take). */
  leaseMs: number;
  /** Interval of the timer pass. */
  pollMs: number;
  /** Rows claimed at a time. */
  batchSize: number;
  /** How long flush() waits for the pass it started (the rest continues in the background). */
  flushWaitMs: number;
  /** Delivered and given-up rows are deleted after this long. */
  retentionMs: number;
  /** The queue's clock (real time by default, whatever clock the areas use). */
  now: () => Date;
}

export const DEFAULT_MAIL_QUEUE_OPTIONS: MailQueueOptions = {
  maxAttempts: 10,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  pollMs: 5_000,
  batchSize: 25,
  flushWaitMs: 10_000,
  retentionMs: 7 * 24 * 60 * 60_000,
  now: () => new Date(),
};

const PURGE_EVERY_MS = 60 * 60_000;

interface QueueLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

export class MailQueue {
  /** This worker's claim token (one per server process). */
  readonly worker = `mail-${randomUUID()}`;
  readonly options: MailQueueOptions;
  /** A Mailer for senders without a transaction of their own: queued, then flushed. */
  readonly mailer: Mailer;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private followUp: Promise<void> | undefined;
  private stopped = false;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    /** Where mail is delivered: SMTP, the outbox table, or a test's capturing mailer. */
    readonly transport: Mailer,
    private readonly log: QueueLog,
    options: Partial<MailQueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_MAIL_QUEUE_OPTIONS, ...options };
    this.mailer = { transport: transport.transport, send: (message) => this.send(message) };
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.options.now().getTime() + offsetMs).toISOString();
  }

  /**
   * Queues mails with the caller's transaction: they go out once it commits (then flush()).
   * Answers their ids (for delivered()).
   */
  async add(trx: Db, messages: MailMessage | MailMessage[]): Promise<MailId[]> {
    const list = Array.isArray(messages) ? messages : [messages];
    return list.length ? insertMails(trx, list, this.nowIso()) : [];
  }

  /** True when every one of these queued mails has been delivered (e.g. after flush()). */
  async delivered(ids: MailId[]): Promise<boolean> {
    return (await countUnsent(this.db, ids)) === 0;
  }

  /**
   * Runs `change` in a transaction that may queue mail (add(trx, …)), then delivers it. `change`
   * runs again after a deadlock (db/transaction.ts): it must do database work only.
   */
  async transaction<T>(change: (trx: Db) => Promise<T>): Promise<T> {
    const result = await inTransaction(this.db, change);
    await this.flush();
    return result;
  }

  /** Queues one mail in a transaction of its own and delivers it. */
  async send(message: MailMessage): Promise<void> {
    await this.transaction((trx) => this.add(trx, message));
  }

  /**
   * After a transaction that queued mail committed: delivers what is due now, waiting at most
   * flushWaitMs (the pass goes on in the background). Never throws: the mail is queued.
   */
  async flush(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.flushWaitMs);
      timer.unref();
    });
    await Promise.race([this.kick(), waited]);
    clearTimeout(timer);
  }

  /**
   * Queues the mails held by this worker and delivers them at once; answers, per message, whether
   * it went out. One that fails is dropped, not retried: the caller answers the failure. Should
   * the process die before delivering, a worker sends them once the hold runs out.
   */
  async sendNow(messages: MailMessage[]): Promise<boolean[]> {
    if (!messages.length) return [];
    const ids = await inTransaction(this.db, (trx) =>
      insertMails(trx, messages, this.nowIso(), {
        worker: this.worker,
        until: this.nowIso(this.options.leaseMs),
      }),
    );
    const rows = new Map((await heldRows(this.db, this.worker, ids)).map((r) => [r.id, r]));
    const outcomes: boolean[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      outcomes.push(row ? await this.deliver(row, { retry: false }) : false);
    }
    return outcomes;
  }

  /** Starts the timer pass (and a first pass now: mail left by a process that died). */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.kick(), this.options.pollMs);
    this.timer.unref();
    void this.kick();
  }

  /** Stops the timer and waits for the pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await this.followUp;
  }

  /** Resolves once every mail due now has been tried (for tests; flush() bounds the wait). */
  settled(): Promise<void> {
    return this.kick();
  }

  /**
   * Runs a delivery pass: at once when none is under way, else one more right after it (kicks
   * meanwhile share it). Resolves when that pass ends, so it sees what was committed before.
   */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.running) {
      this.running = this.pass().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.followUp ??= this.running.then(() => {
      this.followUp = undefined;
      return this.kick();
    });
    return this.followUp;
  }

  private async pass(): Promise<void> {
    try {
      for (;;) {
        const now = this.nowIso();
        const rows = await claimDue(
          this.db,
          this.worker,
          now,
          this.nowIso(this.options.leaseMs),
          this.options.batchSize,
        );
        for (const row of rows) {
          const held = await renewClaim(
            this.db,
            row,
            this.worker,
            this.nowIso(this.options.leaseMs),
          );
          if (held) await this.deliver(row, { retry: true });
        }
        if (rows.length < this.options.batchSize || this.stopped) break;
      }
      await this.purge();
    } catch (error) {
      this.log.error({ err: error }, 'mail queue pass failed');
    }
  }

  /** One attempt at a row this worker holds; answers whether it went out. */
  private async deliver(row: QueueRow, options: { retry: boolean }): Promise<boolean> {
    let message: MailMessage;
    try {
      message = JSON.parse(row.message ?? '') as MailMessage;
    } catch {
      await markFailed(
        this.db,
        row,
        this.worker,
        this.nowIso(),
        'the stored message is unreadable',
      );
      this.log.error({ mailId: row.id }, 'mail given up: unreadable');
      return false;
    }
    try {
      await this.transport.send(message);
    } catch (error) {
      await this.failed(row, error, options);
      return false;
    }
    try {
      await markSent(this.db, row, this.worker, this.nowIso());
    } catch (error) {
      // Sent, but not recorded: once the hold runs out it may go out again.
      this.log.error({ err: error, mailId: row.id }, 'mail sent but not marked sent');
    }
    return true;
  }

  private async failed(row: QueueRow, error: unknown, options: { retry: boolean }) {
    const reason = errorText(error);
    const details = { err: error, mailId: row.id, to: row.recipient, attempts: row.attempts };
    try {
      if (!options.retry || row.attempts >= this.options.maxAttempts) {
        await markFailed(this.db, row, this.worker, this.nowIso(), reason);
        this.log.error(details, options.retry ? 'mail given up' : 'mail failed');
        return;
      }
      const exponent = Math.min(row.attempts - 1, 30);
      const delay = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** exponent);
      const jittered = Math.round(delay * (0.8 + Math.random() * 0.4));
      await markRetry(this.db, row, this.worker, this.nowIso(jittered), reason);
      this.log.warn({ ...details, retryInMs: jittered }, 'mail failed, will retry');
    } catch (markError) {
      // Left held: it is tried again once the hold runs out.
      this.log.error({ err: markError, mailId: row.id }, 'mail failure not recorded');
    }
  }

  private async purge(): Promise<void> {
    const now = this.options.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await purgeFinished(this.db, this.nowIso(-this.options.retentionMs));
  }
}
