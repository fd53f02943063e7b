// POST /v3/signature-requests: a draft with documents and signers, answered to its sender only;
// 422 for unknown or foreign documents, bad signers and placements outside the page; the free
// signatures of docs/product.md#screens.
import { describe, expect, it } from 'vitest';
import {
  accountSigner,
  directSigner,
  draft,
  expectContract,
  placement,
  upload,
  url,
  user,
} from './support.ts';
import { anna, beat, ctx, daniel, post, useParties } from './world.ts';

useParties();

describe('drafts', () => {
  it('creates a draft with documents and signers and answers it to the sender only', async () => {
    const documentId = await upload(ctx, beat);
    const created = await draft(ctx, beat, {
      documents: [documentId],
      signatures: [accountSigner(anna.email, documentId)],
    });
    expect(created).toMatchObject({
      statusOverall: 'DRAFT',
      signaturesCount: 1,
      title: 'Mandate agreement 2026',
      initiatedAt: null,
      completedAt: null,
      sender: { username: beat.userId, email: beat.email, name: 'Beat Keller' },
    });
    expect(created.documents[0]).toMatchObject({ id: documentId, signatureRequestId: created.id });
    expect(created.signatures[0]).toMatchObject({
      accountEmail: anna.email,
      name: 'Anna Meier',
      status: 'OPEN',
      quality: 'aes',
      legislation: 'zertes',
      documentSignatures: [{ documentId, page: 2, x: 56, y: 520, width: 300, height: 140 }],
    });
    const own = await ctx.inject({ method: 'GET', url: url(created.id), headers: beat.auth });
    expectContract(own, 'get /v3/signature-requests/{requestId}');
    // A signer does not see a draft; a stranger gets the answer of an unknown id.
    for (const who of [anna, daniel]) {
      const other = await ctx.inject({ method: 'GET', url: url(created.id), headers: who.auth });
      expect(other.statusCode).toBe(404);
      expectContract(other, 'get /v3/signature-requests/{requestId}');
    }
    // The document belongs to the request now: it cannot be deleted on its own.
    const remove = await ctx.inject({
      method: 'DELETE',
      url: `/v3/documents/${documentId}`,
      headers: beat.auth,
    });
    expect(remove.statusCode).toBe(409);
  });

  it('answers 422 for unknown or foreign documents, bad signers and placements outside the page', async () => {
    const foreign = await upload(ctx, anna);
    const own = await upload(ctx, beat);
    const cases: [unknown, string][] = [
      [{ title: 'x', documents: ['00000000-0000-4000-8000-0000000000ff'] }, 'unknown_document'],
      [{ title: 'x', documents: [foreign] }, 'unknown_document'],
      [
        {
          title: 'x',
          documents: [own],
          signatures: [
            { ...accountSigner(anna.email, own), ...directSigner('c@example.org', own) },
          ],
        },
        'signer_identity',
      ],
      [
        { title: 'x', documents: [own], signatures: [{ document_signatures: [placement(own)] }] },
        'signer_identity',
      ],
      [
        {
          title: 'x',
          documents: [own],
          signatures: [
            { account_email: anna.email, document_signatures: [{ ...placement(own), page: 3 }] },
          ],
        },
        'page_out_of_range',
      ],
      [
        {
          title: 'x',
          documents: [own],
          signatures: [
            { account_email: anna.email, document_signatures: [{ ...placement(own), x: 400 }] },
          ],
        },
        'placement_outside_page',
      ],
      [
        {
          title: 'x',
          documents: [own],
          signatures: [
            accountSigner(anna.email, own),
            accountSigner(anna.email.toUpperCase(), own),
          ],
        },
        'duplicate_signer',
      ],
    ];
    for (const [payload, code] of cases) {
      const response = await post('/v3/signature-requests', beat, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expectContract(response, 'post /v3/signature-requests');
      expect(response.json().code).toBe(code);
    }
  });

  it('refuses a free user without free signatures (the product: free_signatures_remaining above 0)', async () => {
    const broke = await user(ctx, { attributes: { free_signatures_remaining: ['0'] } });
    const response = await post('/v3/signature-requests', broke, { title: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('no_free_signatures');
  });
});
