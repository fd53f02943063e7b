// DELETE /v3/signature-requests/{requestId}: a deleted draft gives its documents back to the
// sender's uploads (a finished request goes with its documents: decline-signature-request.test.ts).
import { describe, expect, it } from 'vitest';
import { draft, expectContract, upload, url } from './support.ts';
import { beat, ctx, useParties } from './world.ts';

useParties();

describe('drafts', () => {
  it('deletes a draft and gives its documents back to the uploads', async () => {
    const documentId = await upload(ctx, beat);
    const created = await draft(ctx, beat, { documents: [documentId] });
    const response = await ctx.inject({
      method: 'DELETE',
      url: url(created.id),
      headers: beat.auth,
    });
    expectContract(response, 'delete /v3/signature-requests/{requestId}');
    expect(
      (await ctx.inject({ method: 'GET', url: url(created.id), headers: beat.auth })).statusCode,
    ).toBe(404);
    const document = await ctx.inject({
      method: 'GET',
      url: `/v3/documents/${documentId}`,
      headers: beat.auth,
    });
    expect(document.json().signatureRequestId).toBeNull();
  });
});
