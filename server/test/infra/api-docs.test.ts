// The API reference page: served by the reference server at /api-docs with the bundled contract
// and Redoc's standalone bundle, under a policy with no inline script that lets Redoc's worker run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.ts';

const contract = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../generated/openapi.json'), 'utf8'),
) as { tags: { name: string }[]; info: { description: string } };

describe('/api-docs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('is a page that loads Redoc and points it at the contract, without inline script', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api-docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<redoc spec-url="/api-docs/openapi.json"');
    expect(response.body).toContain('<script src="/api-docs/redoc.standalone.js"></script>');
    expect(response.body).not.toMatch(/<script>/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves the bundled contract with every tag, authentication and sandboxes explained', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api-docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const served = response.json() as typeof contract;
    expect(served.tags.map((tag) => tag.name)).toEqual(contract.tags.map((tag) => tag.name));
    expect(served.info.description).toContain('## Authentication');
    expect(served.info.description).toContain('<!-- ReDoc-Inject: <security-definitions> -->');
    expect(served.info.description).toContain('## Sandboxes');
  });

  it("serves Redoc's standalone bundle", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api-docs/redoc.standalone.js',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body.length).toBeGreaterThan(500_000);
    expect(response.body).toContain('Redoc');
    // Its footer logo would come from another host: kept local.
    expect(response.body).not.toContain('https://cdn.redoc.ly');
  });
});
