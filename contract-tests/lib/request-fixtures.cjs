// Fixtures of the signature-request and direct-link operations, made through the API:
// drafts and open requests of the main account, requests another account sends to the main
// account (so it can decline, delegate or claim), and direct-link signers whose Basic
// credentials (request id + link key) are read from the invitation in the local mailbox.
// `requestSuccess` and `requestSpecific` join the plans of plan.cjs.
'use strict';

const state = new WeakMap();

/** Request fixtures bound to the fixtures (accounts, documents) of one dredd run. */
function requestFixtures(fx, client, example) {
  let made = state.get(fx);
  if (made) return made;

  let sender;
  /** A second account that sends requests to the main account. */
  async function otherSender() {
    sender ??= await fx.account('sender');
    return sender;
  }

  const placement = (documentId, y = 600) => ({
    document_id: documentId,
    page: 2,
    x: 56,
    y,
    width: 300,
    height: 140,
  });
  const accountSigner = (email, documentId, y) => ({
    account_email: email,
    document_signatures: [placement(documentId, y)],
    quality: 'aes',
    legislation: 'zertes',
  });
  const directSigner = (email, documentId) => ({
    signer_identity_data: {
      email_address: email,
      first_name: 'Chiara',
      last_name: 'Rossi',
      language: 'it',
    },
    document_signatures: [placement(documentId, 400)],
    quality: 'aes',
    legislation: 'zertes',
  });

  /** A draft of `token` with a fresh document and the given signers (default: one account). */
  async function draft(token, signers) {
    const documentId = await fx.document(token);
    const list = signers
      ? signers(documentId)
      : [accountSigner('anna.meier@muster-treuhand.ch', documentId)];
    const answer = await client.expect(201, 'POST', '/v3/signature-requests', {
      token,
      body: {
        title: 'Contract test request',
        documents: [documentId],
        message: 'Please sign.',
        signatures: list,
      },
    });
    return { id: answer.json.id, documentId, signatures: answer.json.signatures };
  }

  async function open(token, signers) {
    const created = await draft(token, signers);
    await client.expect(200, 'POST', `/v3/signature-requests/${created.id}/initiate`, { token });
    return created;
  }

  /** An open request another account sent, with the main account as (account) signer. */
  async function toMain() {
    const main = await fx.mainAccount();
    const from = await otherSender();
    return open(from.token, (d) => [accountSigner(main.email, d)]);
  }

  /** An open request of the main account to a new direct-link signer, with its credentials. */
  async function direct() {
    const main = await fx.mainAccount();
    const email = fx.newEmail('direct');
    const created = await open(main.token, (d) => [directSigner(email, d)]);
    const link = await fx.provide('directSignerLink', { email });
    return { ...created, basic: [link.requestId, link.linkKey], token: main.token };
  }

  /** A request another account sent to the main account's address as a direct-link signer. */
  async function sendto() {
    const main = await fx.mainAccount();
    const from = await otherSender();
    const created = await open(from.token, (d) => [directSigner(main.email, d)]);
    const link = await fx.provide('sendtoLink', { email: main.email });
    return { ...created, sendtoId: link.sendtoId, linkKey: link.linkKey };
  }

  /** Renders a page through the owner's API so the direct transaction finds it cached. */
  async function prerender(token, documentId) {
    for (const accept of ['image/png', 'image/webp']) {
      for (
        let attempt = 0, delay = 100;
        attempt < 20;
        attempt++, delay = Math.min(delay * 2, 2000)
      ) {
        const answer = await client.request(
          'GET',
          `/v3/documents/${documentId}/pages/1?scale=100`,
          {
            token,
            headers: { accept },
          },
        );
        if (answer.status !== 202) break;
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  }

  made = {
    draft,
    open,
    toMain,
    direct,
    sendto,
    prerender,
    accountSigner,
    placement,
    otherSender,
    example,
  };
  state.set(fx, made);
  return made;
}

const SIGNING_PENDING =
  'needs a signed request: signing (POST /v3/sign) is not implemented by this server (signature requests and PAdES signing)';

/** Runs `build` with the request fixtures of this run. */
const withRequests = (build) => async (fx, ctx) =>
  build(requestFixtures(fx, ctx.client, ctx.example), fx, ctx);

/** An open request of the main account with a file its sender attached (fixture module). */
const withAttachment = withRequests(async (r, fx) => {
  const main = await fx.mainAccount();
  const created = await r.open(main.token);
  const { attachmentId } = await fx.provide('attachment', { requestId: created.id });
  return { token: main.token, path: { requestId: created.id, attachmentId } };
});

const requestSuccess = {
  listSignatureRequests: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    await r.open(main.token);
    return {
      token: main.token,
      query: { filter: 'pending', page: 0, size: 20, sort: 'createdAt,desc' },
    };
  }),
  createSignatureRequest: withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    const documentId = await fx.document(main.token);
    const body = ctx.example('createSignatureRequest');
    body.documents = [documentId];
    body.signatures = body.signatures.map((s) => ({
      ...s,
      document_signatures: s.document_signatures.map((p) => ({ ...p, document_id: documentId })),
    }));
    return { token: main.token, json: body };
  }),
  getSignatureRequest: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.open(main.token)).id } };
  }),
  updateSignatureRequest: withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    const created = await r.draft(main.token);
    return {
      token: main.token,
      path: { requestId: created.id },
      json: ctx.example('updateSignatureRequest'),
    };
  }),
  deleteSignatureRequest: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.draft(main.token)).id } };
  }),
  initiateSignatureRequest: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.draft(main.token)).id } };
  }),
  listSignatureRequestEvents: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.open(main.token)).id } };
  }),
  downloadSignatureRequestZip: SIGNING_PENDING,
  addSignatureRequestDocument: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    const created = await r.draft(main.token);
    return {
      token: main.token,
      path: { requestId: created.id },
      json: { document_id: await fx.document(main.token) },
    };
  }),
  removeSignatureRequestDocument: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    const created = await r.draft(main.token);
    return { token: main.token, path: { requestId: created.id, documentId: created.documentId } };
  }),
  getSignatureRequestLockStatus: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.open(main.token)).id } };
  }),
  declineSignatureRequest: withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.toMain()).id },
      json: ctx.example('declineSignatureRequest'),
    };
  }),
  withdrawSignatureRequest: withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.open(main.token)).id },
      json: ctx.example('withdrawSignatureRequest'),
    };
  }),
  remindSignatureRequestSigners: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.open(main.token)).id } };
  }),
  delegateSignatureRequest: withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.toMain()).id },
      json: ctx.example('delegateSignatureRequest'),
    };
  }),
  addSignatureRequestSignature: withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    const created = await r.draft(main.token);
    const body = ctx.example('addSignatureRequestSignature');
    // At the top of the page: the draft's signer already has a field lower on page 2, and fields
    // may not overlap (placement_overlap).
    body.document_signatures = body.document_signatures.map((p) => ({
      ...p,
      document_id: created.documentId,
      y: 40,
    }));
    return { token: main.token, path: { requestId: created.id }, json: body };
  }),
  removeSignatureRequestSignature: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    const created = await r.draft(main.token);
    return {
      token: main.token,
      path: { requestId: created.id, signatureId: created.signatures[0].id },
    };
  }),
  getSignatureRequestReport: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.open(main.token)).id },
      query: { type: 'protocol' },
    };
  }),
  getSignatureRequestAttachment: withAttachment,
  deleteSignatureRequestAttachment: withAttachment,
  getSendtoInternal: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { sendtoId: (await r.sendto()).sendtoId } };
  }),
  claimSendto: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { sendtoId: (await r.sendto()).sendtoId } };
  }),
  // The main account opens the direct link mailed to its own address while logged in.
  claimDirectLink: withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    const sent = await r.sendto();
    return { token: main.token, path: { requestId: sent.id }, json: { linkKey: sent.linkKey } };
  }),

  // Direct-link operations: Basic credentials of a fresh direct signer.
  getDirectUser: withRequests(async (r) => ({ basic: (await r.direct()).basic })),
  updateDirectUser: withRequests(async (r, fx, ctx) => ({
    basic: (await r.direct()).basic,
    json: ctx.example('updateDirectUser'),
  })),
  getDirectVisualSignature: withRequests(async (r) => ({ basic: (await r.direct()).basic })),
  updateDirectVisualSignature: withRequests(async (r, fx, ctx) => ({
    basic: (await r.direct()).basic,
    json: ctx.example('updateDirectVisualSignature'),
  })),
  getDirectSignatureRequest: withRequests(async (r) => {
    const d = await r.direct();
    return { basic: d.basic, path: { requestId: d.id } };
  }),
  listDirectSignatureRequestEvents: withRequests(async (r) => {
    const d = await r.direct();
    return { basic: d.basic, path: { requestId: d.id } };
  }),
  declineDirectSignatureRequest: withRequests(async (r, fx, ctx) => {
    const d = await r.direct();
    return {
      basic: d.basic,
      path: { requestId: d.id },
      json: ctx.example('declineDirectSignatureRequest'),
    };
  }),
  getDirectDocument: withRequests(async (r) => {
    const d = await r.direct();
    return { basic: d.basic, path: { documentId: d.documentId }, query: {} };
  }),
  downloadDirectDocument: withRequests(async (r) => {
    const d = await r.direct();
    return { basic: d.basic, path: { documentId: d.documentId }, query: {} };
  }),
  getDirectDocumentPage: withRequests(async (r) => {
    const d = await r.direct();
    await r.prerender(d.token, d.documentId);
    return {
      basic: d.basic,
      path: { documentId: d.documentId, pageNumber: 1 },
      query: { scale: 100 },
    };
  }),
};

const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';

/** Error answers of these operations provoked on purpose (illegal transitions, roles, limits). */
const requestSpecific = {
  // Their success needs what no operation makes; the 404 of an unknown id is still checked.
  'downloadSignatureRequestZip 404': async (fx) => ({
    token: (await fx.mainAccount()).token,
    path: { requestId: UNKNOWN_ID },
  }),
  'getSignatureRequestAttachment 404': withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.open(main.token)).id, attachmentId: 'att-unknown' },
    };
  }),
  'deleteSignatureRequestAttachment 404': withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.open(main.token)).id, attachmentId: 'att-unknown' },
    };
  }),
  'createSignatureRequest 422': withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      json: { title: 'x', documents: ['00000000-0000-4000-8000-0000000000ff'] },
    };
  }),
  'initiateSignatureRequest 409': withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.open(main.token)).id } };
  }),
  'initiateSignatureRequest 422': withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    const withoutSigners = await r.draft(main.token, () => []);
    return { token: main.token, path: { requestId: withoutSigners.id } };
  }),
  'updateSignatureRequest 409': withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.open(main.token)).id },
      json: ctx.example('updateSignatureRequest'),
    };
  }),
  'deleteSignatureRequest 409': withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.open(main.token)).id } };
  }),
  'withdrawSignatureRequest 403': withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.toMain()).id },
      json: ctx.example('withdrawSignatureRequest'),
    };
  }),
  'withdrawSignatureRequest 409': withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.draft(main.token)).id },
      json: ctx.example('withdrawSignatureRequest'),
    };
  }),
  'remindSignatureRequestSigners 409': withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.draft(main.token)).id } };
  }),
  'remindSignatureRequestSigners 429': withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    const created = await r.open(main.token);
    await ctx.client.expect(200, 'POST', `/v3/signature-requests/${created.id}/remind`, {
      token: main.token,
    });
    return { token: main.token, path: { requestId: created.id } };
  }),
  'delegateSignatureRequest 422': withRequests(async (r, fx) => {
    // The delegate already signs the request (the caller itself): 422.
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { requestId: (await r.toMain()).id },
      json: { email: main.email, name: 'Anna Meier' },
    };
  }),
  'getSignatureRequestReport 409': withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.draft(main.token)).id }, query: {} };
  }),
  'downloadSignatureRequestZip 409': withRequests(async (r, fx) => {
    const main = await fx.mainAccount();
    return { token: main.token, path: { requestId: (await r.open(main.token)).id } };
  }),
  'claimDirectLink 409': withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    const sent = await r.sendto();
    await ctx.client.expect(200, 'POST', `/v3/signature-requests/${sent.id}/withdraw`, {
      token: (await r.otherSender()).token,
      body: { message: 'Replaced.' },
    });
    return { token: main.token, path: { requestId: sent.id }, json: { linkKey: sent.linkKey } };
  }),
  'claimSendto 409': withRequests(async (r, fx, ctx) => {
    const main = await fx.mainAccount();
    const sent = await r.sendto();
    await ctx.client.expect(200, 'POST', `/v3/sendto/${sent.sendtoId}/claim`, {
      token: main.token,
    });
    return { token: main.token, path: { sendtoId: sent.sendtoId } };
  }),
  'declineDirectSignatureRequest 409': withRequests(async (r, fx, ctx) => {
    const d = await r.direct();
    await ctx.client.expect(200, 'POST', `/v3/signature-requests/${d.id}/withdraw`, {
      token: d.token,
      body: { message: 'Replaced.' },
    });
    return {
      basic: d.basic,
      path: { requestId: d.id },
      json: ctx.example('declineDirectSignatureRequest'),
    };
  }),
};

module.exports = { requestSuccess, requestSpecific, requestFixtures };
