// CPU time of one signature, against `openssl cms -sign` over the same bytes with the same kind of
// key (P-256, SHA-256) in the same run: invisible and visible, on a 3-page and a 50-page PDF. The
// target: every case within 3× of openssl.
//
// Ours is measured in this process: process.cpuUsage() across N signatures after a warm-up,
// divided by N (signPdf makes PAdES B-T: the CMS and the CA's built-in time-stamp; openssl makes a
// bare CMS). A visible signature is what the sign operation does per document: the appearance of
// the signer's visual signature (drawSignatureAppearance: its picture is kept after the first
// signature, the QR code names each document, so each signature here gets its own) and signPdf.
// One more row draws the picture afresh for every signature (a visual signature's first use of
// the day), for comparison. openssl's CPU is its processes' own: N runs in one shell loop, timed
// by /usr/bin/time (user + system of the children), or by the shell's `times` without it; that
// includes each process's start, which is what a signature by openssl costs.
// BENCH_STRICT=1 makes a missed target exit non-zero.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  AppearancePictures,
  drawSignatureAppearance,
  openCertificateAuthority,
  signPdf,
  type Signer,
} from '../server/src/pades/index.ts';
import type { DrawableSignature } from '../server/src/rendering/signature-texts.ts';
import { median, printTable, ratio, saveResult } from './lib/common.ts';
import { makePdf } from './lib/pdf.ts';

const run = promisify(execFile);
/** Signatures per measured round (ours), and openssl runs per round. */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 3;

const VISUAL_SIGNATURE: DrawableSignature = {
  name: 'Bench Signer',
  company: 'Muster AG',
  location: 'Zürich',
  quality: 'aes',
  legislation: 'eidas',
  displayClaim: true,
  displayStandards: true,
  displayDate: true,
  displayQr: true,
  language: 'en',
};
const BOX = { page: 1, x: 56, y: 650, width: 300, height: 140 };

type Kind = 'invisible' | 'visible' | 'visible, picture drawn each time';

/** CPU milliseconds (user + system) this process spends in `work`. */
async function cpuMsOf(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

/** Our CPU per signature (ms): `count` signatures of `pdf`, one after the other. */
async function oursPerSignature(
  pdf: Uint8Array,
  signer: Signer,
  kind: Kind,
  count: number,
  serial: { next: number },
): Promise<number> {
  const keptPictures = new AppearancePictures();
  const spent = await cpuMsOf(async () => {
    for (let index = 0; index < count; index++) {
      const signingTime = new Date();
      if (kind === 'invisible') {
        await signPdf(pdf, { signer, signingTime });
        continue;
      }
      const drawing = await drawSignatureAppearance(
        VISUAL_SIGNATURE,
        {
          width: BOX.width,
          height: BOX.height,
          date: signingTime,
          // Each signature names its own document, as the sign operation's QR codes do.
          qrText: `https://sign.example/verify?document=bench-${serial.next++}`,
        },
        kind === 'visible' ? keptPictures : new AppearancePictures(),
      );
      await signPdf(pdf, { signer, signingTime, appearance: { ...BOX, drawing } });
    }
  });
  return spent / count;
}

/** Children's user + system seconds from `/usr/bin/time -f "%U %S"` or bash's `times`. */
function childSeconds(stderr: string, stdout: string, timed: boolean): number {
  if (timed) {
    const [user, system] = stderr.trim().split(/\s+/).slice(-2).map(Number);
    return user + system;
  }
  // `times`: the shell's own user and system, then its children's (minutes and seconds).
  const lines = stdout.trim().split('\n');
  const seconds = (value: string) => {
    const [, minutes, rest] = /(\d+)m([\d.]+)s/.exec(value) ?? [];
    return Number(minutes) * 60 + Number(rest);
  };
  const [user, system] = lines[lines.length - 1].trim().split(/\s+/);
  return seconds(user) + seconds(system);
}

/** openssl's CPU per signature (ms): `count` runs of `openssl cms -sign` over `file`. */
async function opensslPerSignature(dir: string, file: string, count: number): Promise<number> {
  const at = (name: string) => path.join(dir, name);
  const sign =
    `openssl cms -sign -binary -md sha256 -in '${file}' -signer '${at('cert.pem')}' ` +
    `-inkey '${at('key.pem')}' -outform DER -out '${at('doc.p7s')}'`;
  const loop = `i=0; while [ $i -lt ${count} ]; do ${sign} || exit 1; i=$((i+1)); done`;
  const timed = existsSync('/usr/bin/time');
  const { stdout, stderr } = timed
    ? await run('/usr/bin/time', ['-f', '%U %S', 'sh', '-c', loop])
    : await run('bash', ['-c', `${loop}; times`]);
  return (childSeconds(stderr, stdout, timed) * 1000) / count;
}

interface Row {
  pages: number;
  kind: Kind;
  kib: number;
  oursMs: number;
  opensslMs: number;
  ratio: number;
  target: boolean;
}

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-sign-'));
  const at = (name: string) => path.join(dir, name);
  try {
    const ca = await openCertificateAuthority({ dataDir: dir, passphrase: 'bench' });
    const signer = await ca.issueSignerCertificate({
      name: 'Bench Signer',
      email: 'bench@example.com',
      quality: 'aes',
      legislation: 'eidas',
    });
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      at('key.pem'),
      '-out',
      at('cert.pem'),
      '-subj',
      '/CN=Bench',
      '-days',
      '1',
    ]);
    const serial = { next: 0 };
    const rows: Row[] = [];
    const cases: { pages: number; kind: Kind; target: boolean }[] = [
      { pages: 3, kind: 'invisible', target: true },
      { pages: 3, kind: 'visible', target: true },
      { pages: 50, kind: 'invisible', target: true },
      { pages: 50, kind: 'visible', target: true },
      { pages: 3, kind: 'visible, picture drawn each time', target: false },
    ];
    for (const { pages, kind, target } of cases) {
      const pdf = await makePdf(pages);
      const file = at(`doc-${pages}.pdf`);
      writeFileSync(file, pdf);
      await oursPerSignature(pdf, signer, kind, 5, serial);
      const ours: number[] = [];
      const openssl: number[] = [];
      // Rounds taking turns, so that both see the same machine.
      for (let round = 0; round < ROUNDS; round++) {
        ours.push(await oursPerSignature(pdf, signer, kind, ITERATIONS, serial));
        openssl.push(await opensslPerSignature(dir, file, ITERATIONS));
      }
      const oursMs = median(ours);
      const opensslMs = median(openssl);
      rows.push({
        pages,
        kind,
        kib: Math.round(pdf.length / 1024),
        oursMs,
        opensslMs,
        ratio: oursMs / opensslMs,
        target,
      });
    }
    console.log(
      `CPU ms per signature, median of ${ROUNDS} rounds of ${ITERATIONS} ` +
        `(ours in-process after warm-up; openssl: its processes, start included)`,
    );
    printTable(
      ['pages', 'signature', 'size', 'ours ms CPU', 'openssl cms -sign ms CPU', 'ratio', 'goal'],
      rows.map((row) => [
        row.pages,
        row.kind,
        `${row.kib} KiB`,
        row.oursMs.toFixed(2),
        row.opensslMs.toFixed(2),
        ratio(row.oursMs, row.opensslMs),
        row.target ? `≤ ${TARGET_RATIO}×` : '(shown)',
      ]),
    );
    const missed = rows.filter((row) => row.target && row.ratio > TARGET_RATIO);
    console.log(
      `target: every case within ${TARGET_RATIO}× of openssl by CPU → ${
        missed.length
          ? `MISSED (${missed.map((row) => `${row.pages} ${row.kind}`).join(', ')})`
          : 'met'
      }`,
    );
    saveResult('sign', { iterations: ITERATIONS, rounds: ROUNDS, targetRatio: TARGET_RATIO, rows });
    if (missed.length && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bench();
