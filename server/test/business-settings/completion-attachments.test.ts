// Completion-mail attachments (docs/product.md#entities-business-settings "mailService.attachments for signedDocument and
// signatureProtocol"): when the last signer signs a request of a business member, the completion
// mails carry the signed PDF and/or the signature protocol as the business's settings say; with
// both off, none.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../business/support.ts';
import { accountSignerOf, at, openWith, signAs, uploadPdf } from '../signing/support.ts';
import { putSettings, settingsBody, settingsWorld, type SettingsWorld } from './support.ts';

let world: SettingsWorld;

beforeEach(async () => {
  world = await settingsWorld();
});
afterEach(async () => world.ctx.server.close());

async function signedRequest() {
  const signer = await user(world.ctx, { firstName: 'Daniel', lastName: 'Frei' });
  await world.ctx.server.testDb.db
    .updateTable('users')
    .set({ qualities: JSON.stringify(['ses:any']) })
    .where('id', '=', signer.userId)
    .execute();
  const documentId = await uploadPdf(world.ctx, world.beat, 1);
  const request = await openWith(
    world.ctx,
    world.beat,
    [documentId],
    [accountSignerOf(signer.email, [at(documentId, 1, 600)], 'ses', undefined)],
  );
  const signed = await signAs(world.ctx, signer.auth, [request.id]);
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json().results[0].statusOverall).toBe('SIGNED');
  await world.ctx.server.mailer.settled();
  return { signer, mail: world.ctx.server.mailer.lastTo(world.beat.email)! };
}

describe('completion-mail attachments', () => {
  it('carry the signed document and the signature protocol when both are on', async () => {
    await putSettings(world, settingsBody({ signedDocument: true, signatureProtocol: true }));
    const { signer, mail } = await signedRequest();
    expect(mail.subject).toContain('is signed');
    const names = (mail.attachments ?? []).map((a) => a.filename);
    expect(names).toHaveLength(2);
    expect(names.some((n) => n.startsWith('signature-protocol-'))).toBe(true);
    for (const attachment of mail.attachments!) {
      expect(attachment.contentType).toBe('application/pdf');
      expect(Buffer.from(attachment.contentBase64, 'base64').subarray(0, 5).toString()).toBe(
        '%PDF-',
      );
    }
    // Every recipient of the completion mail gets them.
    expect(world.ctx.server.mailer.lastTo(signer.email)!.attachments).toHaveLength(2);
  });

  it('carry only the signed document by default, and nothing when both are off', async () => {
    const first = await signedRequest();
    expect(first.mail.attachments?.map((a) => a.filename)).toHaveLength(1);
    expect(first.mail.attachments![0].filename).not.toMatch(/^signature-protocol-/);

    await putSettings(world, settingsBody({ signedDocument: false, signatureProtocol: false }));
    const second = await signedRequest();
    expect(second.mail.attachments).toBeUndefined();
  });
});
