// Part 11 as a business setting (docs/product.md#entities-business-settings "signatureRequests.part11.enabled"): once an admin
// turns it on, the business's members sign with the Part 11 signing name and reason (from the
// request item or their p11_signing_name / p11_signing_reason attributes; 422
// part11_details_required without) and their password, which go into /Name and /Reason of the
// PDF; with it off, or for someone outside the business, nothing of that is asked.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/security/passwords.ts';
import { readPdfSignatures } from '../../src/pades/index.ts';
import { user } from '../business/support.ts';
import { accountSignerOf, at, openWith, signAs, uploadPdf } from '../signing/support.ts';
import { putSettings, settingsBody, settingsWorld, type SettingsWorld } from './support.ts';

let world: SettingsWorld;
const PASSWORD = 'Part11-Secret-2026';

beforeEach(async () => {
  world = await settingsWorld();
  await world.ctx.server.testDb.db
    .updateTable('users')
    .set({
      password_hash: await hashPassword(PASSWORD),
      qualities: JSON.stringify(['ses:any', 'aes:any']),
    })
    .where('id', '=', world.beat.userId)
    .execute();
});
afterEach(async () => world.ctx.server.close());

async function requestForBeat() {
  const documentId = await uploadPdf(world.ctx, world.anna, 1);
  const request = await openWith(
    world.ctx,
    world.anna,
    [documentId],
    [accountSignerOf(world.beat.email, [at(documentId, 1, 600)], 'aes', 'zertes')],
  );
  return { id: request.id, documentId };
}

async function signedName(documentId: string) {
  const download = await world.ctx.inject({
    method: 'GET',
    url: `/v3/documents/${documentId}/download?signed=true`,
    headers: world.anna.auth,
  });
  const [signature] = await readPdfSignatures(download.rawPayload);
  return { name: signature.name, reason: signature.reason };
}

describe('part 11 for a business', () => {
  it('on: members sign with the Part 11 name and reason and their password', async () => {
    await putSettings(world, settingsBody({ part11: true }));
    const { id, documentId } = await requestForBeat();

    const noDetails = await signAs(world.ctx, world.beat.auth, [id], { password: PASSWORD });
    expect(noDetails.statusCode).toBe(422);
    expect(noDetails.json().code).toBe('part11_details_required');

    await world.ctx.server.testDb.db
      .updateTable('users')
      .set({
        attributes: JSON.stringify({
          p11_signing_name: ['Beat Keller'],
          p11_signing_reason: ['Reviewed and approved'],
        }),
      })
      .where('id', '=', world.beat.userId)
      .execute();
    const noPassword = await signAs(world.ctx, world.beat.auth, [id]);
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().code).toBe('part11_password_required');

    const signed = await signAs(world.ctx, world.beat.auth, [id], { password: PASSWORD });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().results[0].status).toBe('SIGNED');
    expect(await signedName(documentId)).toEqual({
      name: 'Beat Keller',
      reason: 'Reviewed and approved',
    });
  });

  it('off: members sign as usual, without name, reason or password', async () => {
    await putSettings(world, settingsBody({ part11: false }));
    const { id, documentId } = await requestForBeat();
    const signed = await signAs(world.ctx, world.beat.auth, [id]);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await signedName(documentId)).reason).toBeUndefined();
  });

  it('on: someone outside the business signs as usual', async () => {
    await putSettings(world, settingsBody({ part11: true }));
    const outsider = await user(world.ctx);
    await world.ctx.server.testDb.db
      .updateTable('users')
      .set({ qualities: JSON.stringify(['ses:any', 'aes:any']) })
      .where('id', '=', outsider.userId)
      .execute();
    const documentId = await uploadPdf(world.ctx, world.anna, 1);
    const request = await openWith(
      world.ctx,
      world.anna,
      [documentId],
      [accountSignerOf(outsider.email, [at(documentId, 1, 600)], 'aes', 'zertes')],
    );
    const signed = await signAs(world.ctx, outsider.auth, [request.id]);
    expect(signed.statusCode, signed.body).toBe(200);
  });
});
