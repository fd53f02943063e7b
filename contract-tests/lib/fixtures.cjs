// Fixtures created through the API itself: accounts (register + login), documents, visual
// signatures; what no operation can do (the token of a confirmation or reset mail…) comes from
// the fixture module (`provide(name, args)`, fixture-module.cjs; documented in
// contract-tests/fixture-interface/README.md).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { randomBytes } = require('node:crypto');
const { samplePdf, samplePng, multipart } = require('./samples.cjs');

const PASSWORD = 'Violet-Harbour-Lantern-58!';
const NEW_PASSWORD = 'Quiet-Meadow-Falcon-73!';

function createFixtures(client, example, provide) {
  const runId = randomBytes(4).toString('hex');
  let counter = 0;
  let main;
  const newEmail = (label) => `dredd.${runId}.${label}.${++counter}@example.org`;

  async function login(email, password = PASSWORD) {
    const answer = await client.expect(200, 'POST', '/v1/login', {
      body: { email, password, first_login: false, remember: false },
    });
    // The contract's Token: { value, expiration }.
    const token = answer.json && answer.json.token && answer.json.token.value;
    if (!token) throw new Error(`login answered no token: ${answer.text.slice(0, 200)}`);
    return token;
  }

  async function account(label) {
    const email = newEmail(label);
    const body = { ...example('registerUser'), email, password: PASSWORD };
    await client.expect(201, 'POST', '/v1/register', { body });
    return { email, password: PASSWORD, token: await login(email) };
  }

  async function document(token, pages = 2) {
    const form = multipart([
      {
        name: 'file',
        filename: 'contract-test.pdf',
        contentType: 'application/pdf',
        data: await samplePdf(pages),
      },
      { name: 'title', value: 'Contract test' },
    ]);
    const answer = await client.expect(201, 'POST', '/v3/documents', { token, raw: form });
    return answer.json.id;
  }

  async function visualSignature(token, overrides = {}) {
    const body = { ...example('createVisualSignature'), ...overrides };
    const answer = await client.expect(201, 'POST', '/v1/user/visual-signatures', { token, body });
    return answer.json.id;
  }

  async function visualSignatureImage(token, id) {
    const form = multipart([
      { name: 'file', filename: 'signature.png', contentType: 'image/png', data: samplePng() },
    ]);
    await client.expect(200, 'PUT', `/v1/images/signature/${encodeURIComponent(id)}`, {
      token,
      raw: form,
    });
  }

  /** The token of the confirmation mail last sent to `email`. */
  const confirmationToken = (email) => provide('confirmationToken', { email });
  /** The token of the password-reset mail last sent to `email`. */
  const resetToken = (email) => provide('resetToken', { email });

  /**
   * An account whose e-mail is confirmed (docs/product.md#states-quality: an unconfirmed account signs nothing), for
   * the fixtures that sign.
   */
  async function confirmedAccount(label) {
    const user = await account(label);
    const token = await confirmationToken(user.email);
    await client.expect(200, 'POST', '/v1/valid-confirmation', { body: { token } });
    return user;
  }

  /** The account most transactions use, with a default visual signature and a document. */
  async function mainAccount() {
    if (main) return main;
    const user = await account('main');
    main = {
      ...user,
      documentId: await document(user.token),
      visualSignatureId: await visualSignature(user.token, { default: true }),
    };
    return main;
  }

  return {
    PASSWORD,
    NEW_PASSWORD,
    newEmail,
    login,
    account,
    confirmedAccount,
    document,
    visualSignature,
    visualSignatureImage,
    confirmationToken,
    resetToken,
    mainAccount,
    provide,
  };
}

module.exports = { createFixtures };
