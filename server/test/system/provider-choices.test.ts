// Sandboxes never by accident: every provider with a sandbox — domain verifier, payment,
// identification, trust service, SMS — uses it by default only
// when PUBLIC_URL is a loopback address (and HOST listens on loopback); with a public PUBLIC_URL
// and no explicit choice the server refuses to start and names the variables to set. An explicit
// sandbox choice in public starts, and the start-up banner lists the sandboxes.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfNeeded, serverEntry } from '../../../scripts/build-server.mjs';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const PUBLIC = 'https://sign.muster-treuhand.ch';
const ALL_SANDBOXES = {
  domainVerifier: 'sandbox',
  payment: 'sandbox',
  identification: 'sandbox',
  trustService: 'sandbox',
  sms: 'sandbox',
};
const EXPLICIT = {
  DOMAIN_VERIFIER: 'dns',
  PAYMENT_PROVIDER: 'sandbox',
  IDENTIFICATION_PROVIDER: 'sandbox',
  TRUST_SERVICE: 'sandbox',
  SMS_PROVIDER: 'sandbox',
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted it');
};

describe('provider choices (loadConfig)', () => {
  it.each([
    [{}],
    [{ PUBLIC_URL: 'http://localhost:8080' }],
    [{ PUBLIC_URL: 'http://LOCALHOST.:8080/' }],
    [{ PUBLIC_URL: 'http://app.localhost:5173' }],
    [{ PUBLIC_URL: 'http://127.0.0.2:9000' }],
    [{ PUBLIC_URL: 'http://[::1]:8080' }],
    [{ HOST: 'localhost', PORT: '3000' }],
    [{ HOST: '::1' }],
  ])('keeps the sandbox defaults on a loopback-only server (%o)', (env) => {
    expect(loadConfig(env).providerChoices).toEqual(ALL_SANDBOXES);
  });

  it.each([
    ['https://sign.muster-treuhand.ch', '127.0.0.1'],
    ['http://192.168.1.20:8080', '127.0.0.1'],
    ['http://0.0.0.0:8080', '127.0.0.1'],
    ['http://localhost.muster-treuhand.ch', '127.0.0.1'],
    ['http://127.0.0.1.nip.io', '127.0.0.1'],
  ])('refuses a public PUBLIC_URL %s without choices, naming every variable', (url, host) => {
    const message = refusal({ PUBLIC_URL: url, HOST: host });
    expect(message).toContain(`PUBLIC_URL (${url.replace(/\/$/, '')}) is not a loopback address`);
    for (const line of [
      'DOMAIN_VERIFIER=dns or DOMAIN_VERIFIER=sandbox',
      'PAYMENT_PROVIDER=stripe or PAYMENT_PROVIDER=sandbox',
      'IDENTIFICATION_PROVIDER=sandbox',
      'TRUST_SERVICE=sandbox',
      'SMS_PROVIDER=sandbox',
    ]) {
      expect(message).toContain(line);
    }
  });

  it('refuses a server listening on every interface (HOST=0.0.0.0, PUBLIC_URL unset)', () => {
    expect(refusal({ HOST: '0.0.0.0' })).toMatch(/PUBLIC_URL \(http:\/\/0\.0\.0\.0:8080\)/);
    expect(refusal({ HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:8080' })).toMatch(
      /HOST \(0\.0\.0\.0\) listens beyond loopback/,
    );
  });

  it('names only the variables still missing', () => {
    const message = refusal({
      PUBLIC_URL: PUBLIC,
      DOMAIN_VERIFIER: 'dns',
      SMS_PROVIDER: 'sandbox',
    });
    expect(message).not.toContain('DOMAIN_VERIFIER');
    expect(message).not.toContain('SMS_PROVIDER');
    expect(message).toContain('PAYMENT_PROVIDER=stripe or PAYMENT_PROVIDER=sandbox');
  });

  it('takes explicit choices in public, sandboxes included; Stripe keys choose Stripe', () => {
    expect(loadConfig({ PUBLIC_URL: PUBLIC, ...EXPLICIT }).providerChoices).toEqual({
      ...ALL_SANDBOXES,
      domainVerifier: 'dns',
    });
    const withStripe = loadConfig({
      PUBLIC_URL: PUBLIC,
      ...EXPLICIT,
      PAYMENT_PROVIDER: '',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(withStripe.providerChoices.payment).toBe('stripe');
  });

  it('refuses values it does not know, anywhere, and Stripe without or against its keys', () => {
    expect(refusal({ DOMAIN_VERIFIER: 'dsn' })).toBe(
      'DOMAIN_VERIFIER=dsn is not accepted: set DOMAIN_VERIFIER=dns or DOMAIN_VERIFIER=sandbox.',
    );
    expect(refusal({ SMS_PROVIDER: 'twilio' })).toMatch(/SMS_PROVIDER=sandbox/);
    expect(refusal({ PAYMENT_PROVIDER: 'stripe' })).toMatch(/needs STRIPE_SECRET_KEY/);
    expect(
      refusal({
        PAYMENT_PROVIDER: 'sandbox',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toMatch(/PAYMENT_PROVIDER=sandbox while STRIPE_SECRET_KEY/);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs the compiled server (what `npm start` runs) until it exits or answers /v1/datetime. */
async function runServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.databaseUrl ?? '',
      APP_DIR: testDb.dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ...Object.fromEntries(
        ['PUBLIC_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].map((name) => [name, '']),
      ),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  let answered = false;
  try {
    for (let i = 0; i < 300 && !answered && exitCode === null; i++) {
      try {
        answered = (await fetch(`http://127.0.0.1:${port}/v1/datetime`)).ok;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // The banner is printed right after the server listens.
    if (answered) await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    if (exitCode === null) child.kill('SIGTERM');
    await exited;
  }
  return { answered, exitCode: exitCode as number | null, output };
}

let testDb: TestDb;
beforeAll(async () => {
  await buildServerIfNeeded();
  testDb = await createTestDb();
}, 180_000);
afterAll(() => testDb?.close());

describe('start of the compiled server', () => {
  it('refuses to start with a public PUBLIC_URL and no choices, naming the variables', async () => {
    // PUBLIC_URL set alone, as a deployment that forgot the providers would.
    const run = await runServer({ PUBLIC_URL: PUBLIC });
    expect(run.answered).toBe(false);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain(`PUBLIC_URL (${PUBLIC}) is not a loopback address`);
    expect(run.output).toContain('DOMAIN_VERIFIER=dns or DOMAIN_VERIFIER=sandbox');
    expect(run.output).toContain('PAYMENT_PROVIDER=stripe or PAYMENT_PROVIDER=sandbox');
    expect(run.output).not.toMatch(/at loadConfig|\n\s+at /);
  }, 60_000);

  it('starts in public with explicit choices and lists the sandboxes chosen', async () => {
    const run = await runServer({ PUBLIC_URL: PUBLIC, ...EXPLICIT });
    expect(run.answered, run.output).toBe(true);
    expect(run.output).toContain(
      'sandboxes: payment (PAYMENT_PROVIDER), identification (IDENTIFICATION_PROVIDER), trust service (TRUST_SERVICE), SMS (SMS_PROVIDER)',
    );
    expect(run.output).toMatch(/Warning: https:\/\/sign\.muster-treuhand\.ch is public/);
  }, 60_000);

  it('starts on loopback with every sandbox by default', async () => {
    const run = await runServer({});
    expect(run.answered, run.output).toBe(true);
    expect(run.output).toContain('sandboxes: domain verifier (DOMAIN_VERIFIER), payment');
    expect(run.output).not.toContain('is public');
  }, 60_000);
});
