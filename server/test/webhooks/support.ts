// Test support of the webhook tests: a server whose deliveries may go to loopback (the receiver)
// with no timer pass (the tests run the worker themselves), a clock the tests move forward, and
// the calls the tests repeat.
import { expect } from 'vitest';
import type { Clock } from '../../src/clock.ts';
import type { AppContext } from '../../src/context.ts';
import type { HostLookup } from '../../src/security/public-host.ts';
import { createTestServer } from '../support/test-server.ts';
import type { Ctx } from '../signature-requests/support.ts';

export interface WebhookCtx extends Ctx {
  clock: MovableClock;
  /** One pass of the delivery worker. */
  deliver(): Promise<void>;
}

export class MovableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Moves the clock to `at` (never backwards). */
  moveTo(at: Date | string): void {
    const target = new Date(at).getTime() - Date.now();
    this.offsetMs = Math.max(this.offsetMs, target);
  }
}

export async function startWebhooks(
  options: { allowPrivateAddresses?: boolean } = {},
): Promise<WebhookCtx> {
  const server = await createTestServer({
    config: {
      webhooks: {
        allowPrivateAddresses: options.allowPrivateAddresses ?? true,
        pollMs: 0,
        timeoutMs: 2_000,
      },
    },
  });
  const clock = new MovableClock();
  // The areas and the worker read the context's clock at each call.
  (server.app.context as { clock: Clock }).clock = clock;
  const context: AppContext = server.app.context;
  return {
    server,
    inject: (request) => server.app.inject(request),
    clock,
    deliver: () => context.webhooks.runDue(),
  };
}

export async function registerWebhook(
  ctx: Ctx,
  auth: Record<string, string>,
  body: Record<string, unknown>,
) {
  const response = await ctx.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: auth,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; secret: string; url: string; events: string[] };
}

export const deliveriesOf = async (ctx: Ctx, auth: Record<string, string>, id: string) => {
  const response = await ctx.inject({
    method: 'GET',
    url: `/v1/webhooks/${id}/deliveries`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as {
    id: string;
    eventId: string;
    eventType: string;
    status: string;
    attempts: number;
    responseStatus?: number;
    latencyMs?: number;
    responseExcerpt?: string;
    nextAttemptAt?: string;
  }[];
};

/**
 * A host lookup answering from a table (name → addresses) instead of the internet, as
 * getaddrinfo would: ENOTFOUND for a name it does not hold. `asked` lists the names looked up.
 */
export function lookupTable(table: Record<string, string[]>): HostLookup & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (hostname: string) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { asked });
}
