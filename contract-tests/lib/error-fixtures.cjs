// Error answers every operation shares, provoked the same way on any backend:
//   503  the operation during a maintenance window (the fixture module's startMaintenance; the
//        hooks close the window before the next transaction). The request is the operation's
//        example with the caller's credentials: a backend closed for maintenance answers 503
//        before it looks at who asks or what is sent.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { multipart } = require('./samples.cjs');

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

module.exports = { maintenanceSpec };
