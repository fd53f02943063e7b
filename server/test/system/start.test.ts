// Start-up of the compiled server (as `npm start` runs it): the packages that only some requests
// need — ZIP archives, PDF reading and signing, page images, single sign-on, payments, outgoing
// mail — are not loaded until such a request comes (RSS after start ≤ 150 MB). A probe
// loaded before the server writes down every package the process resolves, CommonJS and ES
// modules alike, and the server is stopped right after its first answer. The start also deletes
// the spooled uploads a crash left behind, and only those older than the longest upload.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfNeeded, serverEntry } from '../../../scripts/build-server.mjs';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Packages a server that has answered nothing but /v1/datetime must not have loaded. */
const LOADED_ON_DEMAND = [
  'archiver',
  'pdf-lib',
  '@cantoo/pdf-lib',
  '@signpdf/signpdf',
  'pdfjs-dist',
  'node-forge',
  'pkijs',
  'sharp',
  '@napi-rs/canvas',
  'qrcode',
  'openid-client',
  'jose',
  'stripe',
  'nodemailer',
  'pg',
  'redoc',
];

// Runs before the server: CommonJS loads through Module._load in this thread, ES module
// resolution in the loader thread (module.register); both append the package to one file.
const PROBE = `
import Module, { register } from 'node:module';
import { appendFileSync } from 'node:fs';
const out = process.env.START_PROBE_OUT;
const packageOf = (file) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(file)?.[1];
const load = Module._load;
Module._load = function (request, parent, isMain) {
  try {
    const name = packageOf(Module._resolveFilename(request, parent, isMain));
    if (name) appendFileSync(out, name + '\\n');
  } catch {}
  return load.apply(this, arguments);
};
register(new URL('./hooks.mjs', import.meta.url), { data: out });
`;
const HOOKS = `
import { appendFileSync } from 'node:fs';
let out;
export function initialize(file) { out = file; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(resolved.url)?.[1];
  if (name) appendFileSync(out, name + '\\n');
  return resolved;
}
`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let testDb: TestDb;
let loaded: Set<string>;
let spoolFolder: string;

/** A spooled upload last written `ageMinutes` ago, as a crash mid-upload leaves it. */
function leftUpload(name: string, ageMinutes: number) {
  const file = path.join(spoolFolder, name);
  writeFileSync(file, '%PDF-1.7 cut off');
  const when = new Date(Date.now() - ageMinutes * 60_000);
  utimesSync(file, when, when);
}

beforeAll(async () => {
  await buildServerIfNeeded();
  testDb = await createTestDb();
  spoolFolder = path.join(testDb.dataDir, 'uploads');
  mkdirSync(spoolFolder, { recursive: true });
  leftUpload('crashed-yesterday.upload', 24 * 60);
  leftUpload('crashed-an-hour-ago.upload', 60);
  // Younger than the longest upload (12 minutes by default): maybe arriving at another process.
  leftUpload('still-arriving.upload', 2);
  const dir = mkdtempSync(path.join(tmpdir(), 'start-probe-'));
  writeFileSync(path.join(dir, 'probe.mjs'), PROBE);
  writeFileSync(path.join(dir, 'hooks.mjs'), HOOKS);
  const out = path.join(dir, 'packages.txt');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', pathToFileURL(path.join(dir, 'probe.mjs')).href, serverEntry],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: testDb.dataDir,
        DATABASE_URL: testDb.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        APP_DIR: testDb.dataDir,
        START_PROBE_OUT: out,
      },
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    let answered = false;
    for (let i = 0; i < 300 && !answered; i++) {
      try {
        answered = (await fetch(`http://127.0.0.1:${port}/v1/datetime`)).ok;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    if (!answered) throw new Error('the compiled server did not answer');
    // Work the start-up began in the background (recovery, the orphan sweep) has its chance.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  loaded = new Set(existsSync(out) ? readFileSync(out, 'utf8').split('\n').filter(Boolean) : []);
}, 120_000);

afterAll(() => testDb?.close());

describe('start of the compiled server', () => {
  it('loads what serving requests needs (the probe sees the packages it resolves)', () => {
    for (const name of ['fastify', 'fastify-openapi-glue', 'kysely']) {
      expect(loaded.has(name), name).toBe(true);
    }
    expect(loaded.has(testDb.databaseUrl ? 'pg' : 'better-sqlite3')).toBe(true);
  });

  it('deletes the spooled uploads a crash left, not one that may still be arriving', () => {
    expect(readdirSync(spoolFolder)).toEqual(['still-arriving.upload']);
  });

  it('does not load the packages only some requests need until one comes', () => {
    const onDemand = LOADED_ON_DEMAND.filter((name) => !(name === 'pg' && testDb.databaseUrl));
    expect(onDemand.filter((name) => loaded.has(name))).toEqual([]);
  });
});
