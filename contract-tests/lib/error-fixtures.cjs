// Error answers every operation shares, provoked the same way on any backend:
//   503  the operation during a maintenance window (the fixture module's startMaintenance; the
//        hooks close the window before the next transaction). The request is the operation's
//        example with the caller's credentials: a backend closed for maintenance answers 503
//        before it looks at who asks or what is sent.
//   403  a Bearer operation with the session of a pending single-sign-on onboarding: until the
//        mailed secret links SSO to the account, that session may only ask who it is (getUser,
//        getUserBusiness) and log out (docs/product.md: /signup/sso is forced). Credentials are checked
//        before the body or the ids, so the operation's example is the request.
//   400  (no JSON body to break) a path or query parameter its schema refuses: an id that is not
//        a UUID or does not match its pattern, a number that is not one, a value outside an enum.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { multipart } = require('./samples.cjs');
const { pendingOnboardingSession } = require('./sso-fixtures.cjs');

/** The body of a request of media `media` that the maintenance answer never reads. */
function exampleBody(op, media, example) {
  if (!media) return {};
  if (media.includes('json')) return { json: example(op.operationId) };
  if (media === 'multipart/form-data') {
    return {
      raw: multipart([
        {
          name: 'file',
          filename: 'document.pdf',
          contentType: 'application/pdf',
          data: Buffer.from('%PDF-1.7\n'),
        },
      ]),
    };
  }
  return { raw: { body: Buffer.from('maintenance'), contentType: media } };
}

async function maintenanceSpec(op, ctx, fx) {
  const spec = { maintenance: true, ...exampleBody(op, ctx.requestMedia, ctx.example) };
  if (op.security.some((s) => 'bearerAuth' in s)) spec.token = (await fx.mainAccount()).token;
  return spec;
}

async function onboardingForbiddenSpec(op, ctx, fx) {
  const session = await pendingOnboardingSession(fx);
  return { token: session.token, ...exampleBody(op, ctx.requestMedia, ctx.example) };
}

/** A value `schema` refuses, or undefined when any string would do. */
function refusedValue(schema) {
  if (schema.format === 'uuid') return 'not-a-uuid';
  if (schema.pattern && !new RegExp(schema.pattern).test('!!')) return '!!';
  if (schema.minLength > 1) return 'x';
  if (schema.type === 'integer' || schema.type === 'number') return 'not-a-number';
  if (Array.isArray(schema.enum)) return 'no-such-value';
  if (schema.format === 'date') return 'not-a-date';
  return undefined;
}

/** { in: 'path' | 'query', name, value }: the first parameter given a value it refuses. */
function badParameter(op, resolveSchema) {
  for (const where of ['path', 'query']) {
    for (const p of op.parameters.filter((x) => x.in === where)) {
      const value = refusedValue(resolveSchema(p.schema));
      if (value !== undefined) return { in: where, name: p.name, value };
    }
  }
  return undefined;
}

/** Valid credentials for `op` (a Bearer operation: the main account's; else the success's). */
async function credentialsOf(op, fx, successSpec) {
  if (op.security.some((s) => 'bearerAuth' in s)) return { token: (await fx.mainAccount()).token };
  const base = await successSpec();
  return { token: base.token, basic: base.basic };
}

module.exports = { maintenanceSpec, onboardingForbiddenSpec, badParameter, credentialsOf };
