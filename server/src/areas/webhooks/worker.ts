// The webhook worker: delivers pending deliveries from the outbox (record.ts) after their
// changes committed, on a timer and whenever kicked. Each due delivery is claimed first (one
// worker at a time across server processes, store/deliveries.ts), POSTed signed (rules/signature),
// and its outcome recorded: delivered on 2xx; otherwise due again with exponential back-off
// (rules/retry.ts) until 3 days after the event. An endpoint whose deliveries have all failed for
// 3 days is disabled, its pending deliveries given up, and its business's admins (or its owner)
// are mailed through the mail outbox. At least once: a worker that dies after the POST but before
// recording it leaves the claim to run out and the delivery is sent again (same event id).
// After its deliveries a pass purges what is older than the retention, and the endpoints and
// request callbacks whose owner was deleted (rules/retention.ts, at most once an hour and a
// bounded number of rows each time), so the outbox does not grow for ever and no secret outlives
// its account.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { postDelivery } from './http-delivery.ts';
import { queueEndpointDisabledMails } from './mails/endpoint-disabled.ts';
import { PURGE_BATCH, purgeCutoff, purgeDue } from './rules/retention.ts';
import { endpointFailedTooLong, nextAttemptAfterFailure } from './rules/retry.ts';
import { signingSecrets } from './rules/secrets.ts';
import { deliveryHeaders } from './rules/signature.ts';
import {
  claimDueDeliveries,
  claimedDeliveries,
  failPendingOf,
  recordAttempt,
  type DueDelivery,
} from './store/deliveries.ts';
import {
  purgeFinishedDeliveries,
  purgeOrphanCallbacks,
  purgeOrphanEndpoints,
  purgeOrphanEvents,
} from './store/purge.ts';
import { readAttributes, userLanguage } from '../user/index.ts';
import {
  accountContact,
  adminContacts,
  disableFailing,
  dropEndedPreviousSecrets,
  findEndpoint,
  markFailing,
  markHealthy,
  type EndpointRow,
} from './store/endpoints.ts';

const BATCH = 20;

export class WebhookWorker {
  readonly worker = `webhooks-${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastPurgeAt: Date | null = null;
  private lastPurgeFull = false;

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    const { pollMs } = this.ctx.config.webhooks;
    if (this.timer || this.stopped || pollMs <= 0) return;
    this.timer = setInterval(() => void this.runDue(), pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Delivers what is due now (one pass at a time; a call during a pass waits for it). */
  async runDue(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    try {
      for (;;) {
        const now = this.ctx.clock.now();
        const { timeoutMs } = this.ctx.config.webhooks;
        // The hold outlasts every attempt of the batch (each is bounded by the timeout).
        const until = new Date(now.getTime() + (BATCH + 1) * (timeoutMs + 1000)).toISOString();
        const ids = await claimDueDeliveries(
          this.ctx.db,
          this.worker,
          now.toISOString(),
          until,
          BATCH,
        );
        const rows = await claimedDeliveries(this.ctx.db, this.worker, ids);
        for (const row of rows) await this.attempt(row);
        if (ids.length < BATCH || this.stopped) break;
      }
      await this.purgeOld();
    } catch (error) {
      this.ctx.log.error({ err: error }, 'webhook delivery pass failed');
    }
  }

  /**
   * When a purge is due: deletes the endpoints and request callbacks whose owner was deleted,
   * then finished deliveries and unreferenced events older than the retention.
   */
  async purgeOld(): Promise<void> {
    const now = this.ctx.clock.now();
    if (!purgeDue(this.lastPurgeAt, this.lastPurgeFull, now)) return;
    const cutoff = purgeCutoff(now).toISOString();
    // Secrets replaced by a rotation whose day of overlap ended are dropped (rules/secrets.ts).
    await dropEndedPreviousSecrets(this.ctx.db, now.toISOString());
    const deleted = {
      endpoints: await purgeOrphanEndpoints(this.ctx.db, PURGE_BATCH),
      callbacks: await purgeOrphanCallbacks(this.ctx.db, PURGE_BATCH),
      deliveries: await purgeFinishedDeliveries(this.ctx.db, cutoff, PURGE_BATCH),
      events: await purgeOrphanEvents(this.ctx.db, cutoff, PURGE_BATCH),
    };
    this.lastPurgeAt = now;
    this.lastPurgeFull = Object.values(deleted).some((n) => n === PURGE_BATCH);
    if (Object.values(deleted).some((n) => n > 0)) {
      this.ctx.log.info(deleted, 'old and orphaned webhook rows purged');
    }
  }

  private async attempt(row: DueDelivery): Promise<void> {
    const url = row.endpoint_id ? row.url : row.callback_url;
    const now = this.ctx.clock.now();
    const at = now.toISOString();
    if (!url || (row.endpoint_id && row.endpoint_enabled !== 1)) {
      await recordAttempt(this.ctx.db, row.id, this.worker, {
        status: 'failed',
        nextAttemptAt: at,
        responseStatus: null,
        latencyMs: null,
        responseExcerpt: 'the endpoint is disabled',
        at,
      });
      return;
    }
    const secrets = this.secretsOf(row, now);
    if (!secrets) {
      // Nothing is sent unsigned; retried like a failure (a key put back in place heals it), but
      // the endpoint is not counted as failing: the fault is the server's.
      const next = nextAttemptAfterFailure(new Date(row.created_at), row.attempts, now);
      await recordAttempt(this.ctx.db, row.id, this.worker, {
        status: next ? 'pending' : 'failed',
        nextAttemptAt: (next ?? now).toISOString(),
        responseStatus: null,
        latencyMs: null,
        responseExcerpt: 'the signing secret could not be unsealed',
        at,
      });
      return;
    }
    const body = JSON.stringify({
      id: row.event_id,
      type: row.type,
      timestamp: row.event_created_at,
      data: JSON.parse(row.data) as unknown,
    });
    const result = await postDelivery(
      url,
      deliveryHeaders(secrets, row.event_id, now, body),
      body,
      {
        timeoutMs: this.ctx.config.webhooks.timeoutMs,
        allowPrivate: this.ctx.config.webhooks.allowPrivateAddresses,
      },
    );
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const next = ok ? null : nextAttemptAfterFailure(new Date(row.created_at), row.attempts, now);
    await recordAttempt(this.ctx.db, row.id, this.worker, {
      status: ok ? 'delivered' : next ? 'pending' : 'failed',
      nextAttemptAt: (next ?? now).toISOString(),
      responseStatus: result.status,
      latencyMs: result.latencyMs,
      responseExcerpt: result.excerpt,
      at,
    });
    if (!row.endpoint_id) return;
    if (ok) await markHealthy(this.ctx.db, row.endpoint_id, at);
    else await this.failed(row.endpoint_id, now, next ? null : new Date(row.created_at));
  }

  /**
   * The clear secrets to sign with (rules/secrets.ts): none for a request's callback; undefined
   * when a sealed secret does not open with the server's key (logged).
   */
  private secretsOf(row: DueDelivery, now: Date): string[] | undefined {
    if (!row.endpoint_id || row.secret === null) return [];
    try {
      return signingSecrets(
        this.ctx.secretBox,
        {
          id: row.endpoint_id,
          secret: row.secret,
          previous_secret: row.previous_secret,
          previous_secret_until: row.previous_secret_until,
        },
        now,
      );
    } catch (error) {
      this.ctx.log.error(
        { err: error, endpointId: row.endpoint_id },
        'a webhook secret does not open with the server key (LINK_SECRET changed?)',
      );
      return undefined;
    }
  }

  /**
   * After a failed attempt: the endpoint is failing since then (or earlier); 3 days of it disable
   * it. `givenUpSince`: the event time of a delivery this attempt gave up.
   */
  private async failed(endpointId: string, now: Date, givenUpSince: Date | null): Promise<void> {
    await markFailing(this.ctx.db, endpointId, now.toISOString());
    const endpoint = await findEndpoint(this.ctx.db, endpointId);
    const date = (value: string | null | undefined) => (value ? new Date(value) : null);
    if (
      !endpoint?.failing_since ||
      !endpointFailedTooLong({
        failingSince: date(endpoint.failing_since),
        lastSuccessAt: date(endpoint.last_success_at),
        givenUpSince,
        now,
      })
    ) {
      return;
    }
    // Read before the transaction (SQLite has one connection, which the transaction holds).
    const recipients = await this.recipients(endpoint);
    const disabled = await this.ctx.mailQueue.transaction(async (trx) => {
      if (!(await disableFailing(trx, endpointId, now.toISOString()))) return false;
      await failPendingOf(trx, endpointId, 'the endpoint was disabled after 3 days of failures');
      await queueEndpointDisabledMails(this.ctx.mailQueue, trx, recipients, {
        url: endpoint.url,
        since: endpoint.failing_since!.slice(0, 10),
        link: `${this.ctx.config.publicUrl}${endpoint.business_id ? '/business/developers/api' : '/profile/settings'}`,
      });
      return true;
    });
    if (disabled) {
      this.ctx.log.warn({ endpointId }, 'webhook endpoint disabled after 3 days of failures');
    }
  }

  /** Who is told: the business's admins, or the personal endpoint's owner. */
  private async recipients(endpoint: EndpointRow) {
    const people = endpoint.business_id
      ? await adminContacts(this.ctx.db, endpoint.business_id)
      : [await accountContact(this.ctx.db, endpoint.account_id)].filter((p) => p !== undefined);
    return people.map((person) => ({
      email: person.email,
      firstName: person.first_name,
      lang: userLanguage(readAttributes({ attributes: person.attributes })),
    }));
  }
}
