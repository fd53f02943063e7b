// 409 and 422 answers of the rules of drafts and documents, provoked through the contract: only a
// draft's documents change and its signers are removed (an initiated request answers 409; adding
// a signer to it is allowed: the signer is invited), fields of one signer
// may not overlap, a document of a request is deleted with the request (409), and a document
// nobody uploaded is no document (422).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { requestFixtures } = require('./request-fixtures.cjs');

const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';

/** The main account's token, the request fixtures and `build`'s request (initiated or draft). */
const onRequest = (kind, build) => async (fx, ctx) => {
  const r = requestFixtures(fx, ctx.client, ctx.example);
  const main = await fx.mainAccount();
  const request = kind === 'open' ? await r.open(main.token) : await r.draft(main.token);
  return { token: main.token, ...(await build(request, { fx, ctx, main })) };
};

/** The contract's example signer with its fields on `documentId` at `where`. */
function signerOn(example, documentId, where) {
  const body = example('addSignatureRequestSignature');
  body.document_signatures = body.document_signatures.map((p) => ({
    ...p,
    document_id: documentId,
    ...where,
  }));
  return body;
}

const draftRuleSpecific = {
  'addSignatureRequestDocument 409': onRequest('open', async (request, { fx, main }) => ({
    path: { requestId: request.id },
    json: { document_id: await fx.document(main.token) },
  })),
  'removeSignatureRequestDocument 409': onRequest('open', async (request) => ({
    path: { requestId: request.id, documentId: request.documentId },
  })),
  'removeSignatureRequestSignature 409': onRequest('open', async (request) => ({
    path: { requestId: request.id, signatureId: request.signatures[0].id },
  })),
  // Right over the field the draft's signer already has (page 2, x 56, y 600).
  'addSignatureRequestSignature 422': onRequest('draft', async (request, { ctx }) => ({
    path: { requestId: request.id },
    json: signerOn(ctx.example, request.documentId, { page: 2, x: 56, y: 600 }),
  })),
  'addSignatureRequestDocument 422': onRequest('draft', async (request) => ({
    path: { requestId: request.id },
    json: { document_id: UNKNOWN_ID },
  })),
  'deleteDocument 409': onRequest('draft', async (request) => ({
    path: { documentId: request.documentId },
  })),
};

module.exports = { draftRuleSpecific };
