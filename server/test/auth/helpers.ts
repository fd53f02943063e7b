// Test helpers of the auth and user tests: contract validation of answers, sign-up and login.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestServer } from '../support/test-server.ts';

type InjectResponse = LightMyRequestResponse;

const contract = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../generated/openapi.json'), 'utf8'),
) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { responses: Record<string, unknown> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('password', true);
ajv.addSchema({ ...contract, $id: 'contract' } as object);
const compiled = new Map<string, ValidateFunction>();

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Asserts that the answer is one the contract lists for the operation (`method path` as in the
 * contract, e.g. "get /v1/user") and that its body validates against that status's schema.
 */
export function expectContract(response: InjectResponse, operation: string): void {
  const [method, route] = operation.split(' ');
  const responses = contract.paths[route]?.[method]?.responses;
  if (!responses) throw new Error(`no operation ${operation} in the contract`);
  const status = String(response.statusCode);
  expect(Object.keys(responses), `${operation} answered ${status}: ${response.body}`).toContain(
    status,
  );
  let entry = responses[status] as { $ref?: string; content?: Record<string, unknown> };
  let pointer = `contract#/paths/${escape(route)}/${method}/responses/${status}`;
  if (entry.$ref) {
    const name = entry.$ref.split('/').at(-1)!;
    entry = contract.components.responses[name] as typeof entry;
    pointer = `contract#/components/responses/${name}`;
  }
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0];
  expect(Object.keys(entry.content ?? {})).toContain(mediaType);
  const key = `${pointer}/content/${escape(mediaType)}/schema`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.getSchema(key);
    if (!validate) throw new Error(`no schema at ${key}`);
    compiled.set(key, validate);
  }
  const valid = validate(response.json());
  expect(valid ? [] : validate.errors, `${operation} ${status} body ${response.body}`).toEqual([]);
  if (status === '429') expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

export const STRONG_PASSWORD = 'Zurich-Treuhand-2026!';

let counter = 0;
/** A fresh e-mail per call, so tests in one file do not share accounts or rate limits. */
export function uniqueEmail(name = 'anna.meier'): string {
  counter += 1;
  return `${name}.${counter}.${Math.random().toString(36).slice(2, 7)}@muster-treuhand.ch`;
}

/** The token of the link in a mail's text (…?token=X). */
export function tokenFromMail(text: string | undefined): string {
  const match = /[?&]token=([A-Za-z0-9_%-]+)/.exec(text ?? '');
  if (!match) throw new Error(`no token link in ${text}`);
  return decodeURIComponent(match[1]);
}

export interface Account {
  email: string;
  password: string;
  confirmationToken: string;
}

export async function register(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const password = (overrides.password as string | undefined) ?? STRONG_PASSWORD;
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/register',
    payload: {
      firstName: 'Anna',
      lastName: 'Meier',
      mobile: '',
      avatar: 'f2',
      ...overrides,
      email,
      password,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    email,
    password,
    confirmationToken: tokenFromMail(server.mailer.lastTo(email.toLowerCase())?.text),
  };
}

export async function confirm(server: TestServer, account: Account): Promise<void> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/valid-confirmation',
    payload: { token: account.confirmationToken },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function login(
  server: TestServer,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
  remoteAddress = '127.0.0.1',
): Promise<InjectResponse> {
  return server.app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { email, password, ...extra },
    remoteAddress,
  });
}

/** Registers, confirms and logs in; returns the account and its bearer header. */
export async function signedIn(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<Account & { token: string; auth: { authorization: string } }> {
  const account = await register(server, overrides);
  await confirm(server, account);
  const response = await login(server, account.email, account.password);
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json().token.value as string;
  return { ...account, token, auth: { authorization: `Bearer ${token}` } };
}
