// GET /v1/sandboxes: the providers that are sandboxes, from the same choices the start check
// makes (provider-choices.ts) — all five on a loopback server with nothing chosen, only those
// still sandboxes once real ones are chosen — open to anyone and during a maintenance.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { expectContract } from '../auth/helpers.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const sandboxes = async () => {
  const response = await server!.app.inject({ method: 'GET', url: '/v1/sandboxes' });
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, 'get /v1/sandboxes');
  return (response.json() as { providers: string[] }).providers;
};

describe('GET /v1/sandboxes', () => {
  it('lists every provider on a loopback server where none was chosen', async () => {
    server = await createTestServer();
    expect(await sandboxes()).toEqual([
      'domainVerifier',
      'payment',
      'identification',
      'trustService',
      'sms',
    ]);
  });

  it('leaves out the providers chosen real (DOMAIN_VERIFIER=dns, Stripe)', async () => {
    const { providerChoices } = loadConfig({
      PUBLIC_URL: 'https://sign.muster-treuhand.ch',
      DOMAIN_VERIFIER: 'dns',
      STRIPE_SECRET_KEY: 'sk_test_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      IDENTIFICATION_PROVIDER: 'sandbox',
      TRUST_SERVICE: 'sandbox',
      SMS_PROVIDER: 'sandbox',
    });
    server = await createTestServer({ config: { providerChoices } });
    expect(await sandboxes()).toEqual(['identification', 'trustService', 'sms']);
  });
});
