// Shape rules every operation of the contract must follow
// (docs/architecture.md#decision-contract-shape).
import { describe, expect, it } from 'vitest';
import {
  deref,
  isJsonMediaType,
  loadContract,
  operationsOf,
  type Json,
} from '../support/contract.ts';
import { ONBOARDING_SESSION_OPERATIONS } from '../../server/src/plugins/security.ts';
import { hasProperties, walkSchema } from '../support/schema-walk.ts';

const doc = loadContract();
const operations = operationsOf(doc);
const where = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;
const responsesOf = (op: Json) =>
  Object.entries(op.responses as Record<string, unknown>).map(
    ([status, response]) => [status, deref(doc, response)] as const,
  );
const contentOf = (node: Json | undefined) =>
  Object.entries((node?.content ?? {}) as Record<string, Json>);

describe('success answers', () => {
  it.each(operations.map((op) => [where(op), op] as const))(
    '%s has a 2xx answer with a real body',
    (_, op) => {
      const success = responsesOf(op.operation).filter(([status]) => /^2\d\d$/.test(status));
      expect(success.length).toBeGreaterThan(0);
      const bodies = success.flatMap(([, response]) => contentOf(response));
      const json = bodies.filter(([type]) => isJsonMediaType(type));
      const binary = bodies.filter(([type]) => !isJsonMediaType(type));
      for (const [type, media] of json) {
        expect(hasProperties(doc, media.schema), `${type} schema has no properties`).toBe(true);
      }
      for (const [type, media] of binary) {
        expect(deref(doc, media.schema)?.format, `${type} should be binary`).toBe('binary');
      }
      expect(json.length + binary.length, 'no 2xx body at all').toBeGreaterThan(0);
    },
  );
});

describe('request bodies', () => {
  const withJsonBody = operations.filter((op) =>
    contentOf(deref(doc, op.operation.requestBody)).some(([type]) => isJsonMediaType(type)),
  );
  it('exist on the operations that take input', () => {
    expect(withJsonBody.length).toBeGreaterThan(50);
  });
  it.each(withJsonBody.map((op) => [where(op), op] as const))(
    '%s has properties and required (or, for a partial update, minProperties)',
    (_, op) => {
      for (const [type, media] of contentOf(deref(doc, op.operation.requestBody))) {
        if (!isJsonMediaType(type)) continue;
        const schema = deref(doc, media.schema);
        expect(hasProperties(doc, schema)).toBe(true);
        const required = schema.required ?? (schema.items && deref(doc, schema.items).required);
        // "user or attributes" (PUT /v1/user): an update of optional parts asks for at least one.
        const atLeastOne = ((schema.minProperties as number | undefined) ?? 0) >= 1;
        expect((required as string[] | undefined)?.length || atLeastOne).toBeTruthy();
      }
    },
  );
});

describe('errors', () => {
  it('answer every 4xx and 5xx with the Problem schema', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const [status, response] of responsesOf(op.operation)) {
        if (!/^[45]/.test(status)) continue;
        const media = (response.content as Record<string, Json> | undefined)?.[
          'application/problem+json'
        ];
        if ((media?.schema as Json | undefined)?.$ref !== '#/components/schemas/Problem') {
          wrong.push(`${where(op)} ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declare 503 with Retry-After everywhere but the status page, the clock and the sandbox list', () => {
    // Those three stay open during a maintenance (they change no data and the app reads them).
    const open = new Set(['/v1/datetime', '/v1/sandboxes']);
    const missing = operations
      .filter((op) => !op.path.startsWith('/status/') && !open.has(op.path))
      .filter((op) => {
        const unavailable = responsesOf(op.operation).find(([status]) => status === '503')?.[1];
        return !(unavailable?.headers as Json | undefined)?.['Retry-After'];
      })
      .map(where);
    expect(missing).toEqual([]);
  });

  it('declare 400, 413 and 415 on every operation that takes a body, and 429 with Retry-After on the PDF uploads', () => {
    const missing = operations
      .filter((op) => op.operation.requestBody)
      .flatMap((op) =>
        ['400', '413', '415']
          .filter((code) => !responsesOf(op.operation).some(([status]) => status === code))
          .map((code) => `${where(op)} ${code}`),
      );
    expect(missing).toEqual([]);
    for (const path of ['/v3/documents', '/v3/verify']) {
      const upload = operations.find((op) => op.path === path && op.method === 'post')!;
      const busy = responsesOf(upload.operation).find(([status]) => status === '429')?.[1];
      expect((busy?.headers as Json | undefined)?.['Retry-After'], path).toBeDefined();
    }
  });

  it('declare 413 and 415 on every operation a body can be sent to, though it takes none', () => {
    // The server answers a body it cannot read (a media type no parser takes) 415, and a declared
    // length over BODY_LIMIT_BYTES 413, before the route; the fuzzer found both undeclared.
    const missing = operations
      .filter((op) => ['post', 'put', 'patch', 'delete'].includes(op.method))
      .flatMap((op) =>
        ['413', '415']
          .filter((code) => !responsesOf(op.operation).some(([status]) => status === code))
          .map((code) => `${where(op)} ${code}`),
      );
    expect(missing).toEqual([]);
  });

  it('declare 401 on every secured operation', () => {
    const secured = operations.filter((op) => {
      const security = (op.operation.security ?? doc.security) as unknown[];
      return security.length > 0;
    });
    const missing = secured
      .filter((op) => !responsesOf(op.operation).some(([status]) => status === '401'))
      .map(where);
    expect(missing).toEqual([]);
  });

  it('declare 403 on every Bearer operation a pending single-sign-on session is refused', () => {
    // The catalogue: sso_onboarding_pending answers "any operation but getUser, getUserBusiness
    // and logout" while the onboarding's session waits for its mailed secret.
    const bearer = operations.filter(
      (op) =>
        !ONBOARDING_SESSION_OPERATIONS.has(op.operation.operationId as string) &&
        ((op.operation.security ?? doc.security) as Record<string, unknown>[]).some(
          (scheme) => 'bearerAuth' in scheme,
        ),
    );
    expect(bearer.length).toBeGreaterThan(100);
    const missing = bearer
      .filter((op) => !responsesOf(op.operation).some(([status]) => status === '403'))
      .map(where);
    expect(missing).toEqual([]);
  });

  it('declare 403 on every Bearer operation not open to API users (api_user_not_allowed)', () => {
    const schemes = (op: (typeof operations)[number]) =>
      ((op.operation.security ?? doc.security) as Record<string, unknown>[]).flatMap((scheme) =>
        Object.keys(scheme),
      );
    const closed = operations.filter(
      (op) => schemes(op).includes('bearerAuth') && !schemes(op).includes('apiUserAuth'),
    );
    expect(closed.length).toBeGreaterThan(100);
    const missing = closed
      .filter((op) => !responsesOf(op.operation).some(([status]) => status === '403'))
      .map(where);
    expect(missing).toEqual([]);
  });
});

describe('security', () => {
  const schemesOf = (op: Json) =>
    ((op.security ?? doc.security) as Record<string, unknown>[]).flatMap((s) => Object.keys(s));

  it('uses Basic for direct-link signers and Bearer for users (and API users where open)', () => {
    for (const op of operations) {
      const direct = /^\/v\d\/direct\//.test(op.path);
      const schemes = schemesOf(op.operation);
      if (schemes.length === 0) continue;
      if (direct) expect(schemes, where(op)).toEqual(['basicAuth']);
      else
        expect([['bearerAuth'], ['bearerAuth', 'apiUserAuth']], where(op)).toContainEqual(schemes);
    }
  });

  it('leaves register, login, reset, confirmation, datetime and status public', () => {
    const publicPaths = [
      '/v1/register',
      '/v1/login',
      '/v1/request-reset',
      '/v1/reset-password',
      '/v1/request-confirmation',
      '/v1/valid-confirmation',
      '/v1/datetime',
      '/status/api/v2/summary.json',
      '/status/api/v2/components.json',
    ];
    for (const op of operations.filter((o) => publicPaths.includes(o.path))) {
      expect(schemesOf(op.operation), where(op)).toEqual([]);
    }
  });
});

describe('casing', () => {
  it('answers in camelCase (the status page keeps its published format)', () => {
    const snake = new Set<string>();
    for (const op of operations.filter((o) => !o.path.startsWith('/status/'))) {
      for (const [status, response] of responsesOf(op.operation)) {
        if (!/^2/.test(status)) continue;
        for (const [type, media] of contentOf(response)) {
          if (!isJsonMediaType(type)) continue;
          walkSchema(doc, media.schema, (schema) => {
            for (const name of Object.keys((schema.properties ?? {}) as Json)) {
              if (name.includes('_')) snake.add(`${where(op)}: ${name}`);
            }
          });
        }
      }
    }
    expect([...snake]).toEqual([]);
  });

  it.each([
    ['post', '/v1/login', 'first_login'],
    ['post', '/v1/user/accept', 'business_invite'],
    ['post', '/v1/businesses/{businessId}/change-to-admins', 'user_ids'],
    ['post', '/v1/businesses/{businessId}/remove-members', 'user_ids'],
    ['post', '/v3/signature-requests/{requestId}/signatures', 'signer_identity_data'],
    ['post', '/v3/signature-requests/{requestId}/signatures', 'account_email'],
    ['post', '/v3/signature-requests/{requestId}/signatures', 'document_signatures'],
  ])('%s %s sends %s in snake_case as the product does', (method, p, field) => {
    const op = operations.find((o) => o.method === method && o.path === p);
    expect(op, `${method} ${p}`).toBeDefined();
    const media = contentOf(deref(doc, op!.operation.requestBody)).find(([t]) =>
      isJsonMediaType(t),
    );
    const names = new Set<string>();
    walkSchema(doc, media?.[1].schema, (s) =>
      Object.keys((s.properties ?? {}) as Json).forEach((n) => names.add(n)),
    );
    expect([...names]).toContain(field);
  });
});

describe('list queries', () => {
  const parameters = (method: string, p: string) => {
    const op = operations.find((o) => o.method === method && o.path === p);
    expect(op, `${method} ${p}`).toBeDefined();
    return ((op!.operation.parameters ?? []) as unknown[]).map((x) => deref(doc, x));
  };

  it('filters signature requests exactly as docs/product.md#calls-signature-requests names them', () => {
    const filter = parameters('get', '/v3/signature-requests').find((x) => x.name === 'filter');
    expect(deref(doc, filter?.schema).enum).toEqual([
      'toSign',
      'pending',
      'declined',
      'completed',
      'drafts',
    ]);
    // "pending (OPEN with signatures_count 672)"; "declined (DECLINED and WITHDRAWN)"
    expect(filter?.description).toContain('672');
    expect(filter?.description).toMatch(/DECLINED.*WITHDRAWN/s);
    const names = parameters('get', '/v3/signature-requests').map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'size', 'sort']));
  });

  it.each(['accounts', 'signatures', 'identifications'])(
    'queries the %s activity log with page, size, sort, start_date, end_date',
    (log) => {
      const names = parameters('get', `/v2/businesses/{businessId}/activities/${log}`).map(
        (x) => x.name,
      );
      expect(names).toEqual(
        expect.arrayContaining(['page', 'size', 'sort', 'start_date', 'end_date']),
      );
    },
  );
});
