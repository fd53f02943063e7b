// dredd hooks (CommonJS: dredd 14 loads hook files with require(), in its own process).
// For every transaction they (a) create the fixtures it needs through the API, (b) send the
// credentials (Bearer for users, Basic for direct signers), and (c) validate the answer with Ajv
// against the operation's schema for the received status and media type, failing the
// transaction with the Ajv errors: dredd itself only compares keys with examples
// (docs/architecture.md#decision-contract-tests).
// Configuration comes from contract-tests/run.ts through the environment.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const hooks = require('hooks');
const { writeFileSync } = require('node:fs');
const {
  loadContract,
  contractOperations,
  exampleOf,
  bodyExample,
  resolve,
  escape,
} = require('./lib/contract.cjs');
const { createValidator, formatViolation } = require('./lib/validate.cjs');
const { createClient } = require('./lib/client.cjs');
const { createFixtures } = require('./lib/fixtures.cjs');
const { loadFixtureModule, fixtureCaller, MissingFixture } = require('./lib/fixture-module.cjs');
const { createMaintenanceWindow } = require('./lib/maintenance-window.cjs');
const { COVERED_TAGS, planForServer } = require('./lib/plan.cjs');
const { samplePdf, samplePng, multipart } = require('./lib/samples.cjs');

const SERVER = process.env.CONTRACT_SERVER;
const MOCK = process.env.CONTRACT_MODE === 'mock';
const REPORT = process.env.CONTRACT_REPORT;
/** tag or operationId → the issue that implements it (operations the server answers with 501). */
const PENDING = JSON.parse(process.env.CONTRACT_PENDING || '{}');
/** Runs only the transactions whose "operationId status" matches (iterating on a few). */
const ONLY = process.env.CONTRACT_ONLY ? new RegExp(process.env.CONTRACT_ONLY) : undefined;

const contract = loadContract();
const operations = contractOperations(contract);
const validateAnswer = createValidator(contract);
const client = createClient(SERVER);
const basePath = new URL(SERVER).pathname.replace(/\/$/, '');

function example(operationId) {
  const op = operations.find((o) => o.operationId === operationId);
  const body = resolve(contract, op && op.operation.requestBody);
  const media = body && body.content && body.content['application/json'];
  return structuredClone(bodyExample(media) || {});
}
// What no contract operation can do comes from the backend's fixture module (`--fixtures`).
const fixtureModule = loadFixtureModule(process.env.CONTRACT_FIXTURES || undefined, {
  server: SERVER,
  request: client.request,
});
const provide = fixtureCaller(fixtureModule);
const fx = createFixtures(client, example, provide);
const maintenance = createMaintenanceWindow(provide);
const results = [];
const state = new WeakMap();

const mediaOf = (headers = {}) => {
  const key = Object.keys(headers).find((h) => h.toLowerCase() === 'content-type');
  return key ? String(headers[key]).split(';')[0].trim().toLowerCase() : undefined;
};

function operationOf(transaction) {
  const method = transaction.request.method.toLowerCase();
  return operations.find((o) => o.method === method && o.path === transaction.origin.resourceName);
}

function uriOf(op, spec) {
  let uri = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const value = spec.path && spec.path[p.name] !== undefined ? spec.path[p.name] : exampleOf(p);
    uri = uri.replace(`{${p.name}}`, encodeURIComponent(String(value)));
  }
  let query = spec.query;
  if (!query) {
    query = {};
    for (const p of op.parameters.filter((x) => x.in === 'query' && x.required))
      query[p.name] = exampleOf(p);
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const qs = search.toString();
  return qs ? `${uri}?${qs}` : uri;
}

async function multipartFromSchema(op) {
  const body = resolve(contract, op.operation.requestBody);
  const media = body.content['multipart/form-data'];
  const schema = resolve(contract, media.schema) || {};
  const parts = [];
  for (const name of schema.required || []) {
    const prop = resolve(contract, (schema.properties || {})[name]) || {};
    const encoding =
      (media.encoding && media.encoding[name] && media.encoding[name].contentType) || '';
    const isFile = prop.format === 'binary' || prop.contentMediaType || name === 'file';
    if (!isFile) {
      parts.push({ name, value: String(exampleOf({ schema: prop })) });
    } else if (/image/.test(encoding + (prop.contentMediaType || ''))) {
      parts.push({ name, filename: 'image.png', contentType: 'image/png', data: samplePng() });
    } else {
      parts.push({
        name,
        filename: 'document.pdf',
        contentType: 'application/pdf',
        data: await samplePdf(1),
      });
    }
  }
  return multipart(parts);
}

/** Against Prism: the contract's examples, and `Prefer: code=` for the status of the transaction. */
async function planForMock(op, status, ctx) {
  const spec = { prefer: status, path: {}, query: {} };
  for (const p of op.parameters) {
    if (p.in === 'path') spec.path[p.name] = exampleOf(p);
    if (p.in === 'query' && (p.required || p.example !== undefined))
      spec.query[p.name] = exampleOf(p);
  }
  if (status !== 401 && op.security.some((s) => 'bearerAuth' in s))
    spec.token = 'mock-session-token';
  else if (status !== 401 && op.security.some((s) => 'basicAuth' in s)) {
    spec.basic = ['9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'c7a9e4b2-5d6f-4a1b-8c3d-9e0f1a2b3c4d'];
  }
  if (ctx.requestMedia === 'multipart/form-data') spec.raw = await multipartFromSchema(op);
  else if (ctx.requestMedia) spec.json = example(op.operationId);
  return spec;
}

async function waitWhileRendering(uri, token) {
  for (let attempt = 0, delay = 100; attempt < 10; attempt++, delay = Math.min(delay * 2, 2000)) {
    const answer = await client.request('GET', uri, { token });
    if (answer.status !== 202) return;
    await new Promise((r) => setTimeout(r, delay));
  }
}

function apply(transaction, op, spec, responseMedia) {
  // `uri`: a path sent as written, for what encoding the parameters would hide.
  const uri = spec.uri ?? uriOf(op, spec);
  transaction.request.uri = uri;
  transaction.fullPath = `${basePath}${uri}`;
  const accept = /problem\+json/.test(responseMedia || '')
    ? 'application/problem+json, application/json;q=0.9'
    : responseMedia || '*/*';
  const headers = { 'User-Agent': 'contract-tests (dredd 14)', Accept: accept };
  if (spec.token) headers.Authorization = `Bearer ${spec.token}`;
  if (spec.basic)
    headers.Authorization = `Basic ${Buffer.from(spec.basic.join(':')).toString('base64')}`;
  if (spec.prefer) headers.Prefer = `code=${spec.prefer}`;
  if (spec.headers) Object.assign(headers, spec.headers);
  if (spec.raw) {
    headers['Content-Type'] = spec.raw.contentType;
    transaction.request.body = spec.raw.body;
  } else if (spec.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    transaction.request.body = JSON.stringify(spec.json);
  } else {
    transaction.request.body = '';
  }
  transaction.request.headers = headers;
}

/** One transaction's outcome in the JSON report; `violations` name the broken schema's pointer. */
function record(transaction, result, reason, violations) {
  const info = state.get(transaction) || {};
  results.push({
    name: transaction.name,
    operationId: info.op ? info.op.operationId : undefined,
    tag: info.op ? info.op.tag : undefined,
    method: transaction.request.method,
    path: transaction.origin.resourceName,
    status: Number(transaction.expected.statusCode),
    requestMedia: info.requestMedia,
    result,
    reason,
    ...(violations && violations.length ? { violations } : {}),
  });
}

hooks.beforeEach((transaction, done) => {
  (async () => {
    const op = operationOf(transaction);
    const status = Number(transaction.expected.statusCode);
    const requestMedia = mediaOf(transaction.request.headers);
    const responseMedia = mediaOf(transaction.expected.headers);
    state.set(transaction, { op, requestMedia });
    transaction.skip = false;
    // A window opened for the previous transaction (a 503) closes before this one builds anything.
    await maintenance.closeLeftover();
    await maintenance.close();
    if (!op) {
      transaction.skip = true;
      state.get(transaction).skipReason = 'no operation of the contract matches';
      return;
    }
    const ctx = { example, client, requestMedia, responseMedia };
    let spec;
    if (ONLY && !ONLY.test(`${op.operationId} ${status}`))
      spec = { skip: `not selected (CONTRACT_ONLY=${ONLY.source})` };
    else if (MOCK) spec = await planForMock(op, status, ctx);
    else if (PENDING[op.operationId] || PENDING[op.tag])
      spec = { skip: `not implemented yet: ${PENDING[op.operationId] || PENDING[op.tag]}` };
    else if (!COVERED_TAGS.includes(op.tag))
      spec = { skip: `no fixtures for tag ${op.tag} in the hooks yet` };
    else spec = await planForServer(op, status, ctx, fx);
    if (spec.skip) {
      transaction.skip = true;
      state.get(transaction).skipReason = spec.skip;
      return;
    }
    apply(transaction, op, spec, responseMedia);
    if (spec.untilNot202) await waitWhileRendering(transaction.request.uri, spec.token);
    if (spec.maintenance) await maintenance.open();
  })().then(
    () => done(),
    (error) => {
      if (error instanceof MissingFixture) {
        transaction.skip = true;
        state.get(transaction).skipReason = error.message;
        return done();
      }
      const info = state.get(transaction) || {};
      info.failReason = `fixture failed: ${error.message}`;
      state.set(transaction, info);
      transaction.fail = info.failReason;
      done();
    },
  );
});

// The maintenance window of a 503 transaction closes as soon as its answer is in (fixtures).
hooks.beforeEachValidation((transaction, done) => {
  maintenance.close().then(
    () => done(),
    (error) => {
      transaction.fail = `fixture failed: endMaintenance: ${error.message}`;
      done();
    },
  );
});

hooks.beforeEachValidation((transaction) => {
  const real = transaction.real || {};
  // The reference server answers operations of later issues with 501 naming the issue.
  if (real.statusCode === 501) {
    try {
      const problem = JSON.parse(real.body);
      if (problem.code === 'not_implemented') {
        transaction.skip = true;
        state.get(transaction).skipReason = `not implemented yet (501): ${problem.detail}`;
      }
    } catch {
      /* not a Problem: validated below */
    }
  }
  // dredd's own check (Gavel) then compares the status only: headers and body are Ajv's, in
  // afterEach. The expected headers and body must be absent, not blank: an expected body of ''
  // makes Gavel compare it as text/plain with every JSON answer ("Can't validate actual media
  // type 'application/json' against the expected media type 'text/plain'") and fail them all.
  delete transaction.expected.headers;
  delete transaction.expected.body;
  delete transaction.expected.bodySchema;
});

/** The answer's violations of the contract (status, media type, body schema). */
function violationsOf(transaction, op) {
  const real = transaction.real;
  const body =
    real.bodyEncoding === 'base64'
      ? Buffer.from(real.body || '', 'base64').toString('utf8')
      : real.body || '';
  const contentType =
    real.headers && (real.headers['content-type'] || real.headers['Content-Type']);
  const expected = Number(transaction.expected.statusCode);
  if (real.statusCode !== expected) {
    return [
      {
        message: `status ${real.statusCode}, expected ${expected}: ${body.slice(0, 300)}`,
        schemaPath: `#/paths/${escape(op.path)}/${op.method}/responses/${expected}`,
      },
    ];
  }
  return validateAnswer(op, real.statusCode, contentType, body);
}

// afterEach is the hook whose `transaction.fail` dredd 14 counts: TransactionRunner.emitResult
// runs after it and reports a transaction Gavel passed as failed when `fail` is set.
hooks.afterEach((transaction) => {
  const info = state.get(transaction) || {};
  if (transaction.skip) return record(transaction, 'skip', info.skipReason || 'skipped');
  if (!transaction.real) {
    // A fixture failed (dredd fails it from beforeEach) or the request itself errored (a dredd
    // "error", with the cause in its output).
    const reason =
      info.failReason ||
      (transaction.fail ? String(transaction.fail) : 'the request got no answer');
    return record(transaction, 'fail', reason);
  }
  let violations;
  try {
    violations = violationsOf(transaction, info.op);
  } catch (error) {
    // A hook that throws is a dredd "error" that our report would miss: fail it instead.
    violations = [{ message: `the answer could not be validated: ${error.message}` }];
  }
  if (violations.length) {
    const reason = violations.map(formatViolation).join('; ');
    transaction.fail = `contract violation: ${reason}`;
    record(transaction, 'fail', reason, violations);
  } else {
    record(transaction, 'pass');
  }
});

hooks.afterAll((transactions, done) => {
  if (REPORT)
    writeFileSync(REPORT, JSON.stringify({ server: SERVER, mock: MOCK, results }, null, 2));
  done();
});
