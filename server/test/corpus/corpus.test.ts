// A signed document stays valid through every later update, whatever the structure of the PDF
// it started from (./structures.ts: content streams alone or in arrays, inherited resources and
// rotation, classic, stream and hybrid cross-references, earlier updates, linearized, a form with
// text fields, a foreign signature, rotated mixed pages, 1 and 100 pages). For each, through the
// API: three signers with fields on different pages (one invisible), then a business seal, then
// the long-term-validation job (DSS and document time-stamp), then the re-stamp. After every
// step the service's own verifier, pdfsig, openssl and qpdf each accept the file, and every page's
// /Contents and /Resources are those of the upload (./checks.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCertificateAuthority } from '../../src/pades/index.ts';
import { business, addMember } from '../business/support.ts';
import { multipart } from '../documents/support.ts';
import { missingTools, nssDatabase, temporaryFolder, titled } from '../infra/pades/support.ts';
import { createSeal, sealsUrl, stampImage } from '../seals/support.ts';
import { contextOf, YEAR } from '../signing/ltv/support.ts';
import {
  accountSignerOf,
  openWith,
  signAs,
  signerUser,
  start,
  type Ctx,
  uploadPdf,
  type User,
} from '../signing/support.ts';
import { runLtvPass } from '../../src/areas/signing/index.ts';
import { checkStep, type Expected, type Verifiers } from './checks.ts';
import { corpus, type Structure } from './structures.ts';

const SEAL = 'muster-treuhand-seal';

interface World {
  ctx: Ctx;
  admin: User;
  signers: User[];
  verifiers: Verifiers;
}

/** A box of 200 × 90 points, `y` from the top of the page as shown. */
const box = (documentId: string, page: number, x: number, y: number) => ({
  document_id: documentId,
  page,
  x,
  y,
  width: 200,
  height: 90,
});

async function upload(world: World, structure: Structure): Promise<string> {
  const response = await world.ctx.inject({
    method: 'POST',
    url: '/v3/documents',
    headers: world.admin.auth,
    payload: {
      name: `${structure.name}.pdf`,
      content: structure.pdf.toString('base64'),
      title: structure.name,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function current(world: World, documentId: string): Promise<Buffer> {
  const response = await world.ctx.inject({
    method: 'GET',
    url: `/v3/documents/${documentId}/download?signed=true`,
    headers: world.admin.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

describe.skipIf(missingTools.length)(
  titled('a signed document stays valid through every later update', missingTools),
  () => {
    let world: World;
    let structures: Structure[];
    const folder = temporaryFolder('corpus-');

    beforeAll(async () => {
      const ctx = await start();
      const admin = await signerUser(ctx, ['ses:any', 'aes:any'], {
        firstName: 'Anna',
        lastName: 'Meier',
      });
      const signers = [];
      for (const [firstName, lastName] of [
        ['Beat', 'Keller'],
        ['Carla', 'Rossi'],
        ['Dora', 'Frei'],
      ]) {
        signers.push(await signerUser(ctx, ['ses:any', 'aes:any'], { firstName, lastName }));
      }
      const businessId = await business(ctx, admin);
      for (const signer of signers) await addMember(ctx, businessId, signer);
      await createSeal({ ctx, anna: admin, beat: signers[0], businessId }, SEAL);
      const image = multipart([
        {
          name: 'file',
          filename: 'stamp.png',
          contentType: 'image/png',
          value: await stampImage(),
        },
      ]);
      const uploaded = await ctx.inject({
        method: 'POST',
        url: sealsUrl(businessId, `/${SEAL}/image`),
        headers: { ...admin.auth, ...image.headers },
        payload: image.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);

      const file = (name: string) => path.join(folder.dir, name);
      const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      writeFileSync(file('root.pem'), ca.rootCertificatePem);
      writeFileSync(file('issuing.pem'), ca.issuingCertificatePem);
      structures = await corpus(folder.dir);
      world = {
        ctx,
        admin,
        signers,
        verifiers: {
          ctx,
          dir: folder.dir,
          nss: await nssDatabase(folder.dir, ca.rootCertificatePem),
          rootPem: file('root.pem'),
          issuingPem: file('issuing.pem'),
          foreignRootPem: file('foreign-root.pem'),
        },
      };
    }, 120_000);
    afterAll(async () => {
      await world?.ctx.server.close();
      folder.remove();
    });

    // Filled in by beforeAll; the names are fixed so that each structure is a test of its own.
    it.each([
      'one content stream per page, classic table',
      'content arrays and shared indirect /Resources',
      '/Resources, /MediaBox and /Rotate inherited from the page tree',
      'cross-reference stream with object streams',
      'hybrid-reference file',
      'earlier incremental updates',
      'linearized',
      'form with filled text fields',
      'already signed by another authority',
      'rotated pages of mixed sizes',
      'one page',
      '100 pages',
    ])(
      '%s: three signers, a seal, DSS, document time-stamp and re-stamp',
      async (name) => {
        const structure = structures.find((s) => s.name === name)!;
        expect(structure, name).toBeDefined();
        const { ctx, admin, signers } = world;
        const documentId = await upload(world, structure);
        // Dora's field is on a cover letter: on the corpus's document she signs invisibly.
        const cover = await uploadPdf(ctx, admin, 1);
        const [first, second, sealPage] = structure.pages;
        const [beat, carla, dora] = signers;
        const request = await openWith(
          ctx,
          admin,
          [documentId, cover],
          [
            accountSignerOf(beat.email, [box(documentId, first, 56, 100)], 'aes'),
            accountSignerOf(
              carla.email,
              [box(documentId, second, 56, second === first ? 250 : 100)],
              'ses',
              undefined,
            ),
            accountSignerOf(dora.email, [box(cover, 1, 56, 100)], 'aes'),
            accountSignerOf(admin.email, [box(documentId, sealPage, 300, 250)], 'seal', 'zertes'),
          ],
        );
        const expected: Expected = {
          signatures: 0,
          timestamps: 0,
          foreign: structure.foreignSigner,
        };
        const step = async (label: string) =>
          checkStep(
            world.verifiers,
            `${name} — ${label}`,
            await current(world, documentId),
            structure.pdf,
            expected,
          );

        for (const [signer, who] of [
          [beat, 'Beat'],
          [carla, 'Carla'],
          [dora, 'Dora (invisible)'],
        ] as const) {
          const signed = await signAs(ctx, signer.auth, [request.id]);
          expect(signed.statusCode, signed.body).toBe(200);
          expected.signatures++;
          await step(`signed by ${who}`);
        }
        const sealed = await signAs(ctx, admin.auth, [request.id], { sealAccountName: SEAL });
        expect(sealed.statusCode, sealed.body).toBe(200);
        expect(sealed.json().results[0].statusOverall).toBe('SIGNED');
        expected.signatures++;
        await step('sealed');

        expect(await runLtvPass(ctx.server.app.context)).toMatchObject({ failed: [] });
        expected.timestamps++;
        await step('DSS and document time-stamp');

        const restamp = await runLtvPass(contextOf(ctx, 5.2 * YEAR));
        expect(restamp.extended, 'the re-stamp is due').toContain(documentId);
        expected.timestamps++;
        await step('re-stamped');
      },
      180_000,
    );
  },
);
