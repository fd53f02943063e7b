// Twenty signers of one request sign at the same moment, through the server (in this process, on
// its own SQLite database): one signature at a time holds the request's lock, the others are
// answered 409 request_locked and try again as the app does. Reported: the total time until all
// twenty are signed, against twenty signatures one after the other in the same run (the floor
// the lock allows), and pdfsig's verdict on every signature of the final PDF (all must be valid).
// Reuses the signing tests' world builders (server/test/signing/support.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openCertificateAuthority, pdfSignatureCount } from '../server/src/pades/index.ts';
import { missingTools, nssDatabase, temporaryFolder } from '../server/test/infra/pades/support.ts';
import { pdfsig } from '../server/test/kit/signed-pdf.ts';
import {
  accountSignerOf,
  at,
  openWith,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from '../server/test/signing/support.ts';
import { printTable, ratio, saveResult } from './lib/common.ts';

const SIGNERS = Number(process.env.BENCH_SIGNERS ?? 20);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function requestFor(ctx: Ctx, label: string) {
  const sender = await signerUser(ctx, ['ses:any'], { firstName: 'Sandra', lastName: label });
  const signers: User[] = [];
  for (let i = 0; i < SIGNERS; i++) {
    signers.push(
      await signerUser(ctx, ['ses:any', 'aes:any'], {
        firstName: 'Signer',
        lastName: `${label}${i + 1}`,
      }),
    );
  }
  const documentId = await uploadPdf(ctx, sender, 3);
  const created = await openWith(
    ctx,
    sender,
    [documentId],
    signers.map((s, i) =>
      accountSignerOf(s.email, [
        at(documentId, 1 + (i % 3), 60 + Math.floor(i / 3) * 105, 56 + (i % 2) * 260),
      ]),
    ),
  );
  return { sender, signers, documentId, requestId: created.id };
}

async function sign(ctx: Ctx, signer: User, requestId: string): Promise<number> {
  let locked = 0;
  for (let attempt = 0; attempt < 2_000; attempt++) {
    const response = await ctx.inject({
      method: 'POST',
      url: '/v3/sign',
      headers: signer.auth,
      payload: { signatureRequests: [{ id: requestId }], language: 'en' },
    });
    if (response.statusCode === 409 && response.json().code === 'request_locked') {
      locked++;
      await sleep(20 + Math.random() * 60);
      continue;
    }
    if (response.statusCode !== 200 || response.json().results[0].status !== 'SIGNED') {
      throw new Error(`sign: ${response.statusCode} ${response.body}`);
    }
    return locked;
  }
  throw new Error('never got the lock');
}

export default async function bench(): Promise<void> {
  const ctx = await start();
  const folder = temporaryFolder('bench-sign-concurrent-');
  try {
    await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
    // The floor: the same twenty signatures one after the other.
    const serial = await requestFor(ctx, 'Serial');
    let started = performance.now();
    for (const signer of serial.signers) await sign(ctx, signer, serial.requestId);
    const serialMs = performance.now() - started;

    const parallel = await requestFor(ctx, 'Parallel');
    started = performance.now();
    const waits = await Promise.all(parallel.signers.map((s) => sign(ctx, s, parallel.requestId)));
    const parallelMs = performance.now() - started;

    const download = await ctx.inject({
      method: 'GET',
      url: `/v3/documents/${parallel.documentId}/download?signed=true`,
      headers: parallel.sender.auth,
    });
    const count = await pdfSignatureCount(download.rawPayload);
    let valid = 'pdfsig not installed';
    if (!missingTools.includes('pdfsig')) {
      const file = path.join(folder.dir, 'signed.pdf');
      writeFileSync(file, download.rawPayload);
      const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      const checked = await pdfsig(await nssDatabase(folder.dir, ca.rootCertificatePem), file);
      const good = checked.filter((c) => c.signatureValidation === 'Signature is Valid.').length;
      valid = `${good} of ${checked.length} "Signature is Valid."`;
      if (good !== SIGNERS) throw new Error(`only ${valid}`);
    }
    if (count !== SIGNERS) throw new Error(`the PDF holds ${count} signatures, not ${SIGNERS}`);
    printTable(
      ['measure', 'at once', 'one after the other', 'ratio'],
      [
        [
          `${SIGNERS} signers, total (s)`,
          (parallelMs / 1000).toFixed(1),
          (serialMs / 1000).toFixed(1),
          ratio(parallelMs, serialMs),
        ],
      ],
    );
    console.log(
      `signatures in the final PDF: ${count}; ${valid}; 409 request_locked answers: ${waits.reduce((a, b) => a + b, 0)}`,
    );
    saveResult('sign-concurrent', {
      signers: SIGNERS,
      parallelMs,
      serialMs,
      signatures: count,
      valid,
      lockedAnswers: waits,
    });
  } finally {
    await ctx.server.close();
    folder.remove();
  }
}
