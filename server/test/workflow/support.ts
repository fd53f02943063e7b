// Test support of the workflow tests: the server's context with its clock moved, and
// a request built through the API with a workflow.
import { expect } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { draft, type Ctx, type User } from '../signature-requests/support.ts';

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;

/** The server's context with its clock `ms` ahead of the real one (the jobs read ctx.clock). */
export function movedContext(ctx: Ctx, ms: number): AppContext {
  const real = ctx.server.app.context;
  return { ...real, clock: { now: () => new Date(Date.now() + ms) } };
}

/** An ISO time `ms` from now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A draft with a workflow, initiated; answers the initiate's JSON. */
export async function openWithWorkflow(
  ctx: Ctx,
  sender: User,
  body: { documents: string[]; signatures: unknown[]; workflow: Record<string, unknown> },
) {
  const created = await draft(ctx, sender, body);
  const response = await ctx.inject({
    method: 'POST',
    url: `/v3/signature-requests/${created.id}/initiate`,
    headers: sender.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: string;
    signatures: { id: string; accountEmail: string }[];
    workflow: Record<string, unknown>;
  };
}

/** The mails sent to `email` whose subject matches. */
export const mailsTo = (ctx: Ctx, email: string, subject: RegExp) =>
  ctx.server.mailer.sent.filter((m) => m.to === email && subject.test(m.subject));
