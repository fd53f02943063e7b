// GET /v3/signature-requests: the filters of docs/product.md#calls-signature-requests (toSign, pending, declined, completed,
// drafts), search, paging and sorting, on one world of requests seen by Anna and Beat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markSigned } from '../../src/areas/signature-requests/index.ts';
import {
  accountSigner,
  directSigner,
  draft,
  expectContract,
  openRequest,
  start,
  upload,
  user,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;
let anna: User;
let beat: User;
let outsider: User;
const ids: Record<string, string> = {};

async function list(who: User, query = '') {
  const response = await ctx.inject({
    method: 'GET',
    url: `/v3/signature-requests${query}`,
    headers: who.auth,
  });
  expectContract(response, 'get /v3/signature-requests');
  return response.json() as {
    items: { id: string; title: string }[];
    page: Record<string, number>;
  };
}
const titles = (answer: { items: { title: string }[] }) => answer.items.map((i) => i.title).sort();

beforeAll(async () => {
  ctx = await start();
  anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  outsider = await user(ctx);
  const post = (path: string, who: User, payload: object) =>
    ctx.inject({ method: 'POST', url: path, headers: who.auth, payload });
  // The mock's example world (openapi/EXAMPLES.md), Anna's view:
  // Mandate agreement 2026: OPEN, Anna to sign, sender Beat, second signer Chiara (direct link).
  ids.mandate = (
    await openRequest(
      ctx,
      beat,
      (d) => [accountSigner(anna.email, d), directSigner('chiara.rossi@example.org', d)],
      'Mandate agreement 2026',
    )
  ).id;
  // Annual accounts 2025: OPEN, sent by Anna, waiting for Beat.
  ids.accounts = (
    await openRequest(ctx, anna, (d) => [accountSigner(beat.email, d)], 'Annual accounts 2025')
  ).id;
  // Office lease: SIGNED, Anna sender and signer.
  const lease = await openRequest(ctx, anna, (d) => [accountSigner(anna.email, d)], 'Office lease');
  await markSigned(ctx.server.testDb.db, lease.id, lease.signatures[0].id);
  ids.lease = lease.id;
  // NDA Alpine Tech: DRAFT of Anna.
  ids.nda = (
    await draft(ctx, anna, {
      title: 'NDA Alpine Tech',
      documents: [await upload(ctx, anna, 'nda-alpine-tech.pdf')],
    })
  ).id;
  // Consulting offer: DECLINED by a signer, sent by Anna.
  const offer = await openRequest(
    ctx,
    anna,
    (d) => [accountSigner(beat.email, d)],
    'Consulting offer',
  );
  await post(`/v3/signature-requests/${offer.id}/decline`, beat, { message: 'No.' });
  ids.offer = offer.id;
  // Withdrawn by Anna.
  const withdrawn = await openRequest(
    ctx,
    anna,
    (d) => [accountSigner(beat.email, d)],
    'Old lease',
  );
  await post(`/v3/signature-requests/${withdrawn.id}/withdraw`, anna, { message: 'Replaced.' });
  // Sent by Anna, where only Anna still has to sign (it waits for nobody else).
  const self = await openRequest(
    ctx,
    anna,
    (d) => [accountSigner(anna.email, d), accountSigner(beat.email, d, 300)],
    'Own form',
  );
  await markSigned(ctx.server.testDb.db, self.id, self.signatures[1].id);
  // A draft of Beat listing Anna (not visible to Anna before it is sent).
  await draft(ctx, beat, { title: 'Beat draft' });
});
afterAll(() => ctx?.server.close());

describe('filters (docs/product.md#calls-signature-requests)', () => {
  it('toSign: OPEN requests with an OPEN signature of the caller', async () => {
    expect(titles(await list(anna, '?filter=toSign'))).toEqual([
      'Mandate agreement 2026',
      'Own form',
    ]);
    expect(titles(await list(beat, '?filter=toSign'))).toEqual(['Annual accounts 2025']);
  });

  it('pending: OPEN requests the caller sent that wait for others (signatures_count 672 filters nothing)', async () => {
    expect(titles(await list(anna, '?filter=pending'))).toEqual(['Annual accounts 2025']);
    expect(titles(await list(beat, '?filter=pending'))).toEqual(['Mandate agreement 2026']);
  });

  it('declined: DECLINED and WITHDRAWN', async () => {
    expect(titles(await list(anna, '?filter=declined'))).toEqual(['Consulting offer', 'Old lease']);
    expect(titles(await list(beat, '?filter=declined'))).toEqual(['Consulting offer', 'Old lease']);
  });

  it('completed: SIGNED', async () => {
    expect(titles(await list(anna, '?filter=completed'))).toEqual(['Office lease']);
    expect(titles(await list(beat, '?filter=completed'))).toEqual([]);
  });

  it('drafts: the caller’s DRAFTs only', async () => {
    expect(titles(await list(anna, '?filter=drafts'))).toEqual(['NDA Alpine Tech']);
    expect(titles(await list(beat, '?filter=drafts'))).toEqual(['Beat draft']);
  });

  it('no filter: everything the caller sent or signs (no draft of others); nothing for an outsider', async () => {
    expect((await list(anna)).page.totalElements).toBe(7);
    expect(titles(await list(beat))).not.toContain('NDA Alpine Tech');
    expect((await list(outsider)).items).toEqual([]);
  });

  it('search: title, document names, signer names and e-mails, case-insensitive and literal', async () => {
    expect(titles(await list(anna, '?search=LEASE'))).toEqual(['Office lease', 'Old lease']);
    expect(titles(await list(anna, '?search=nda-alpine'))).toEqual(['NDA Alpine Tech']);
    expect(titles(await list(anna, '?search=chiara'))).toEqual(['Mandate agreement 2026']);
    expect(titles(await list(anna, '?search=%25'))).toEqual([]);
    expect(titles(await list(anna, '?filter=declined&search=offer'))).toEqual(['Consulting offer']);
  });
});

describe('paging and sorting', () => {
  it('pages from 0 with totals', async () => {
    const first = await list(anna, '?size=3&page=0&sort=title,asc');
    expect(first.page).toEqual({ number: 0, size: 3, totalElements: 7, totalPages: 3 });
    expect(first.items.map((i) => i.title)).toEqual([
      'Annual accounts 2025',
      'Consulting offer',
      'Mandate agreement 2026',
    ]);
    const last = await list(anna, '?size=3&page=2&sort=title,asc');
    expect(last.items.map((i) => i.title)).toEqual(['Own form']);
    const beyond = await list(anna, '?size=3&page=5');
    expect(beyond.items).toEqual([]);
  });

  it('answers every request of a page whole, whatever sizes the pages before had', async () => {
    // A page's signers, documents and senders are read by queries compiled once per number of
    // ids: a page of one, then one of seven, must not answer the seven with the first one's parts.
    await list(anna, '?size=1');
    const page = (await list(anna, '?size=20')).items as unknown as Record<string, unknown>[];
    expect(page).toHaveLength(7);
    for (const item of page) {
      const one = await ctx.inject({
        method: 'GET',
        url: `/v3/signature-requests/${String(item.id)}`,
        headers: anna.auth,
      });
      const whole = one.json() as Record<string, unknown>;
      for (const part of ['signatures', 'documents', 'sender']) {
        expect(item[part], `${String(item.title)}: ${part}`).toEqual(whole[part]);
      }
    }
  });

  it('sorts by title descending and by creation (newest first by default)', async () => {
    const desc = await list(anna, '?sort=title,desc');
    expect(desc.items[0].title).toBe('Own form');
    const byDefault = await list(anna);
    expect(byDefault.items[0].title).toBe('Own form');
    expect(byDefault.items.at(-1)!.title).toBe('Mandate agreement 2026');
  });

  it('answers 400 for an unknown sort field, a bad filter or size', async () => {
    for (const query of [
      '?sort=password,asc',
      '?filter=everything',
      '?size=0',
      '?size=101',
      '?page=-1',
    ]) {
      const response = await ctx.inject({
        method: 'GET',
        url: `/v3/signature-requests${query}`,
        headers: anna.auth,
      });
      expect(response.statusCode, query).toBe(400);
      expectContract(response, 'get /v3/signature-requests');
    }
  });
});
