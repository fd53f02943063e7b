// POST /v3/sign with sealAccountName (docs/product.md#calls-signing "signatureRequests, language, optional tan, or
// sealAccountName"): a member of the seal seals a request that asks them for a seal; the PDF
// carries a PAdES signature by a certificate of the service's CA naming the business as
// organisation, drawn with the seal image, which pdfsig finds valid and trusted with the
// service's root. A member of the business who is not on the seal gets 403 seal_not_member.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCertificateAuthority, readPdfSignatures } from '../../src/pades/index.ts';
import { missingTools, nssDatabase, temporaryFolder, titled } from '../infra/pades/support.ts';
import { pdfsig } from '../kit/signed-pdf.ts';
import { accountSignerOf, at, openWith, signAs, uploadPdf } from '../signing/support.ts';
import { multipart } from '../documents/support.ts';
import { createSeal, sealWorld, sealsUrl, stampImage, type SealWorld } from './support.ts';

describe.skipIf(missingTools.length > 0)(
  titled('sealing a document with a business seal, checked by pdfsig', missingTools),
  () => {
    let world: SealWorld;
    const folder = temporaryFolder('seal-');

    beforeAll(async () => {
      world = await sealWorld();
      await createSeal(world);
      const body = multipart([
        {
          name: 'file',
          filename: 'stamp.png',
          contentType: 'image/png',
          value: await stampImage(),
        },
      ]);
      const image = await world.ctx.inject({
        method: 'POST',
        url: sealsUrl(world.businessId, '/muster-treuhand-seal/image'),
        headers: { ...world.anna.auth, ...body.headers },
        payload: body.payload,
      });
      expect(image.statusCode, image.body).toBe(200);
    });
    afterAll(async () => {
      await world.ctx.server.close();
      folder.remove();
    });

    async function sealRequest(signer: { email: string }) {
      const documentId = await uploadPdf(world.ctx, world.anna, 2);
      const request = await openWith(
        world.ctx,
        world.anna,
        [documentId],
        [accountSignerOf(signer.email, [at(documentId, 2, 600)], 'seal', 'zertes')],
      );
      return { documentId, requestId: request.id };
    }

    it('a business member who is not on the seal gets 403 seal_not_member', async () => {
      const { requestId } = await sealRequest(world.beat);
      const response = await signAs(world.ctx, world.beat.auth, [requestId], {
        sealAccountName: 'muster-treuhand-seal',
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('seal_not_member');
    });

    it('a request that asks for a personal signature is not sealed (422 seal_not_requested)', async () => {
      const documentId = await uploadPdf(world.ctx, world.anna, 1);
      const request = await openWith(
        world.ctx,
        world.anna,
        [documentId],
        [accountSignerOf(world.anna.email, [at(documentId, 1, 600)], 'ses', undefined)],
      );
      const response = await signAs(world.ctx, world.anna.auth, [request.id], {
        sealAccountName: 'muster-treuhand-seal',
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().code).toBe('seal_not_requested');
    });

    it('a member of the seal seals: pdfsig says valid and trusted, the business is the signer', async () => {
      const { documentId, requestId } = await sealRequest(world.anna);
      const response = await signAs(world.ctx, world.anna.auth, [requestId], {
        sealAccountName: 'muster-treuhand-seal',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().results[0]).toMatchObject({
        status: 'SIGNED',
        statusOverall: 'SIGNED',
      });

      const download = await world.ctx.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/download?signed=true`,
        headers: world.anna.auth,
      });
      expect(download.statusCode).toBe(200);
      const file = path.join(folder.dir, 'sealed.pdf');
      writeFileSync(file, download.rawPayload);

      const [signature] = await readPdfSignatures(download.rawPayload);
      expect(signature.name).toBe('Muster Treuhand AG');
      expect(signature.reason).toBe('Sealed by Muster Treuhand AG');
      // Visible: the seal image is drawn (the uploaded text PDF has no image of its own).
      expect(download.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

      const ca = await openCertificateAuthority({ dataDir: world.ctx.server.config.dataDir });
      const database = await nssDatabase(folder.dir, ca.rootCertificatePem);
      const [checked] = await pdfsig(database, file);
      expect(checked.signatureValidation).toBe('Signature is Valid.');
      expect(checked.certificateValidation).toBe('Certificate is Trusted.');
      expect(checked.commonName).toBe('Muster Treuhand AG');
      expect(checked.text).toContain('Muster Treuhand AG');
    });
  },
);
