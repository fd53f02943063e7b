// The branding of the sender's business for direct-link signers: the direct request names the
// sender's business (sender.businessId), and GET /v2/direct/businesses/{id}/public-information
// answers it to the link's signer — only for that business (404 for any other, and for a sender
// without a business).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basic,
  directLinkFrom,
  directSigner,
  openRequest,
  start,
  user,
  type Ctx,
} from '../signature-requests/support.ts';
import { business, expectContract } from './support.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await start();
});
afterAll(() => ctx.server.close());

async function directLinkOf(sender: Awaited<ReturnType<typeof user>>, email: string) {
  await openRequest(ctx, sender, (documentId) => [directSigner(email, documentId)]);
  const link = directLinkFrom(ctx, email);
  return { requestId: link.requestId, headers: basic(link.requestId, link.key) };
}

describe("the sender's branding for direct signers", () => {
  it('names the business in the request and answers its public information', async () => {
    const sender = await user(ctx);
    const id = await business(ctx, sender);
    await ctx.inject({
      method: 'PUT',
      url: `/v1/businesses/${id}`,
      headers: sender.auth,
      payload: { email: 'support@muster-treuhand.ch', phone: '+41 44 999 00 11' },
    });
    const link = await directLinkOf(sender, 'chiara.rossi@example.org');
    const request = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/signature-requests/${link.requestId}`,
      headers: link.headers,
    });
    expectContract(request, 'get /v3/direct/signature-requests/{requestId}');
    expect(request.json().sender.businessId).toBe(id);

    const info = await ctx.inject({
      method: 'GET',
      url: `/v2/direct/businesses/${id}/public-information`,
      headers: link.headers,
    });
    expectContract(info, 'get /v2/direct/businesses/{businessId}/public-information');
    expect(info.json()).toEqual({
      id,
      name: 'Muster Treuhand AG',
      logo: null,
      supportContact: { email: 'support@muster-treuhand.ch', phone: '+41 44 999 00 11' },
    });

    const otherOwner = await user(ctx);
    const otherId = await business(ctx, otherOwner, { name: 'Andere AG' });
    const other = await ctx.inject({
      method: 'GET',
      url: `/v2/direct/businesses/${otherId}/public-information`,
      headers: link.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('gives no business for a personal sender', async () => {
    const sender = await user(ctx);
    const link = await directLinkOf(sender, 'luca.bianchi@example.org');
    const request = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/signature-requests/${link.requestId}`,
      headers: link.headers,
    });
    expect(request.json().sender.businessId).toBeNull();
  });
});
