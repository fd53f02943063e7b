// The example world's scenario `formErrors` (openapi/EXAMPLES.md): every form the app submits
// answers its error Problem in the mock, with the catalogue's code, the product's field messages and
// a pointer per field into the form's own request body. The forms are the operations with a
// generated form schema (generated/schemas/<operationId>.json); the few that no screen submits are
// the deliberate exceptions below, each with its reason (EXAMPLES.md lists them too).
// Kept beside example-world.test.ts, which holds the world's other facts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedExamples, preferredAnswer } from '../../scripts/mock-scenarios.ts';
import { deref, loadContract, operationsOf, root, type Json } from '../support/contract.ts';

const SCENARIO = 'formErrors';

/** Form schemas without a `formErrors` answer, and why no screen submits them. */
const NO_SCREEN_SUBMITS: Record<string, string> = {
  receiveStripeWebhook: 'sent by the payment provider',
  createApiUserToken: 'a machine call of API users',
  setIdentityProvider: 'no screen sets a single-sign-on provider',
  updateDefaultVisualSignature: 'screens update a visual signature by its id',
  updateDirectVisualSignature: 'a direct signer adopts a signature while signing',
  validatePromoCode: 'the plan chooser checks a code through the upgrade preview',
  addSignatureRequestDocument: 'a new request takes its documents when it is created',
  checkPassword: 'the strength hint, asked while typing; its verdict is a 200',
  claimDirectLink: 'claimed by the app itself, no field',
  confirmSetupIntent: 'confirmed after the payment provider’s redirect, no field',
};

const doc = loadContract();
const operations = operationsOf(doc);
const formOperations = readdirSync(path.join(root, 'generated', 'schemas'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

interface FieldError {
  pointer: string;
  detail: string;
  code?: string;
}
interface Problem {
  status: number;
  code: string;
  detail?: string;
  errors?: FieldError[];
}

/** The error responses of an operation that the scenario names, with their example. */
function scenarioAnswers(operationId: string) {
  const op = operations.find((o) => o.operation.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const responses = op.operation.responses as Record<string, Json>;
  const answers = Object.entries(responses)
    .filter(([, response]) => ((response['x-mock-scenarios'] as string[]) ?? []).includes(SCENARIO))
    .map(([status, response]) => {
      const media = (response.content as Record<string, Json>)['application/problem+json'];
      return { status: Number(status), problem: media?.example as Problem | undefined };
    });
  return { op, answers };
}

/** The schema a pointer into the request body names (through items, compositions and refs). */
function schemaAtPointer(body: Json | undefined, pointer: string): Json | undefined {
  const [first, ...segments] = pointer.split('/').slice(1);
  if (first !== 'body') return undefined;
  let node: Json | undefined = deref<Json>(doc, body);
  for (const segment of segments) {
    node = childSchema(node, segment);
    if (!node) return undefined;
  }
  return node;
}

function childSchema(schema: Json | undefined, segment: string): Json | undefined {
  if (!schema) return undefined;
  const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => (schema[key] as unknown[]) ?? []);
  for (const part of parts) {
    const found = childSchema(deref<Json>(doc, part), segment);
    if (found) return found;
  }
  if (/^\d+$/.test(segment) && schema.items) return deref<Json>(doc, schema.items);
  const property = (schema.properties as Json | undefined)?.[segment];
  return property ? deref<Json>(doc, property) : undefined;
}

function requestSchema(operation: Json): Json | undefined {
  const body = deref<Json>(doc, operation.requestBody);
  const media = (body?.content as Record<string, Json> | undefined)?.['application/json'];
  return media?.schema as Json | undefined;
}

/** The catalogue's rows (openapi/README.md "Error codes"): code → status and locale key. */
function catalogue(): Map<string, { status: number; key: string }> {
  const readme = readFileSync(path.join(root, 'openapi', 'README.md'), 'utf8');
  const rows = new Map<string, { status: number; key: string }>();
  for (const line of readme.slice(readme.indexOf('## Error codes')).split('\n')) {
    const match =
      /^\| `([a-z0-9_]+)` +\| (\d{3}) +\| .* \| `([a-z0-9-]+:[A-Za-z0-9_.-]+)` *\|$/.exec(line);
    if (match) rows.set(match[1], { status: Number(match[2]), key: match[3] });
  }
  return rows;
}

/** The English text of a locale key (`namespace:dotted.key`). */
function english(key: string): unknown {
  const [namespace, dotted] = key.split(':');
  const file = path.join(root, 'locales', 'en-gb', `${namespace}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Json;
  return dotted.split('.').reduce<unknown>((node, part) => (node as Json)?.[part], tree);
}

// The product's messages of a failed keyword (locales/en-gb/validation.json), as the form shows it.
const MESSAGE_KEYS: Record<string, string[]> = {
  required: ['required'],
  format: ['email'],
  pattern: ['numberOnly', 'uppercaseOnly', 'pattern', 'length'],
  enum: ['choice'],
  maxLength: ['maxLength'],
  minLength: ['minLength'],
};

function seedMessages(keyword: string, field: Json): string[] {
  const limit = String(field.maxLength ?? '');
  const lower = String(field.minLength ?? '');
  return (MESSAGE_KEYS[keyword] ?? []).map((key) =>
    String(english(`validation:${key}`)).replace(
      '{{limit}}',
      keyword === 'minLength' ? lower : limit,
    ),
  );
}

const forms = formOperations.filter((id) => !(id in NO_SCREEN_SUBMITS));
const codes = catalogue();

describe('the scenario formErrors: every form answers its error', () => {
  it('knows the forms (the generated form schemas) and excepts only some of them', () => {
    expect(formOperations.length).toBeGreaterThan(60);
    expect(Object.keys(NO_SCREEN_SUBMITS).filter((id) => !formOperations.includes(id))).toEqual([]);
  });

  it.each(forms)('%s answers one 400, 409 or 422 Problem in formErrors', (operationId) => {
    const { answers } = scenarioAnswers(operationId);
    expect(answers.map((a) => a.status)).toHaveLength(1);
    const [{ status, problem }] = answers;
    expect([400, 409, 422]).toContain(status);
    expect(problem?.status).toBe(status);
    expect(problem?.errors?.length, 'a pointer per field').toBeGreaterThan(0);
  });

  it.each(Object.keys(NO_SCREEN_SUBMITS))('%s (no screen submits it) has none', (operationId) => {
    expect(scenarioAnswers(operationId).answers).toEqual([]);
  });

  it.each(forms)('%s gives the catalogue’s code and the product’s messages', (operationId) => {
    const { op, answers } = scenarioAnswers(operationId);
    const { status, problem } = answers[0];
    const row = codes.get(problem!.code);
    expect(row?.status, problem!.code).toBe(status);
    for (const error of problem!.errors!) {
      const field = schemaAtPointer(requestSchema(op.operation), error.pointer);
      expect(field, `${error.pointer} names a field of the form`).toBeDefined();
      if (status === 400) {
        expect(problem!.code).toBe('validation_failed');
        expect(seedMessages(error.code ?? '', field!), error.pointer).toContain(error.detail);
      } else {
        // A rule of the product: the field's code is the Problem's, its text the app's.
        expect(error.code).toBe(problem!.code);
        expect(error.detail).toBe(english(row!.key));
      }
    }
  });

  it('is what the mock loop asks Prism for (Prefer: code=<status>)', () => {
    const scenarioOperations = namedExamples(doc);
    const wrong: string[] = [];
    for (const operationId of forms) {
      const { op, answers } = scenarioAnswers(operationId);
      const url = op.path.replace(/\{[^}]+\}/g, 'some-id');
      const answer = preferredAnswer(scenarioOperations, op.method.toUpperCase(), url, SCENARIO);
      if (!answer || !('code' in answer) || answer.code !== answers[0].status)
        wrong.push(`${operationId}: ${JSON.stringify(answer)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is documented in openapi/EXAMPLES.md: each form’s row, each exception', () => {
    const examples = readFileSync(path.join(root, 'openapi', 'EXAMPLES.md'), 'utf8');
    const section = examples.slice(examples.indexOf('Form errors (`formErrors`)'));
    const missing: string[] = [];
    for (const operationId of forms) {
      const { op, answers } = scenarioAnswers(operationId);
      const { status, problem } = answers[0];
      const row = new RegExp(
        `^\\| \`${op.method.toUpperCase()} ${op.path.replace(/[{}]/g, '\\$&')}\` +\\| ${status} +\\| \`${problem!.code}\``,
        'm',
      );
      if (!row.test(section)) missing.push(operationId);
    }
    for (const operationId of Object.keys(NO_SCREEN_SUBMITS)) {
      if (!section.includes(`\`${operationId}\``)) missing.push(operationId);
    }
    expect(missing).toEqual([]);
  });
});
