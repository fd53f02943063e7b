// Rotating an endpoint's signing secret (POST /v1/webhooks/{webhookId}/rotate-secret): a new
// secret, answered this once and stored sealed; the replaced one keeps signing beside it for 24
// hours (rules/secrets.ts), so the receiver can switch without losing a delivery. A rotation
// during an overlap replaces the secret in use; the one before it stops signing at once.
import type { AppContext } from '../../context.ts';
import type { Schemas } from '../handler.ts';
import { newSecret, rotatedSecrets } from './rules/secrets.ts';
import { findEndpoint, replaceSecrets, type EndpointRow } from './store/endpoints.ts';
import { toContractWebhook } from './to-contract.ts';

/** Rotations that raced with another one are read again this many times. */
const ATTEMPTS = 3;

export async function rotateSecret(
  ctx: AppContext,
  endpoint: EndpointRow,
): Promise<Schemas['WebhookWithSecret']> {
  let row: EndpointRow | undefined = endpoint;
  for (let attempt = 0; row && attempt < ATTEMPTS; attempt += 1) {
    const now = ctx.clock.now();
    const secret = newSecret();
    const next = rotatedSecrets(ctx.secretBox, row, secret, now);
    if (
      await replaceSecrets(ctx.db, row.id, row.secret, { ...next, updated_at: now.toISOString() })
    ) {
      return {
        ...toContractWebhook(row),
        secret,
        previousSecretExpiresAt: next.previous_secret_until!,
      };
    }
    // Another rotation came first: rotate what it left (or find the endpoint deleted).
    row = await findEndpoint(ctx.db, row.id);
  }
  throw new Error(`the secret of webhook ${endpoint.id} kept changing during its rotation`);
}
