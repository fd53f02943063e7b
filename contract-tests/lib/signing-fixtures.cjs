// Fixtures of the signing, TAN, Swisscom step-up and identification operations, made
// through the API: requests of the main account to fresh signers (accounts, or direct-link
// signers), with what only the signer has — the link, the SMS codes, the trust-service password,
// the identification on the provider's page — from the fixture module (on the reference server:
// the mailbox and the SANDBOX pages). `signingSuccess` and `signingSpecific` join plan.cjs.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { requestFixtures } = require('./request-fixtures.cjs');

const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';
const MOBILE = '+41 79 555 12 67';

const basicHeader = (basic) => ({
  authorization: `Basic ${Buffer.from(basic.join(':')).toString('base64')}`,
});

function signingFixtures(fx, client, example) {
  const r = requestFixtures(fx, client, example);

  const placement = (documentId) => ({
    document_id: documentId,
    page: 1,
    x: 56,
    y: 500,
    width: 300,
    height: 140,
  });

  /** An open request of the main account to a fresh account signing at `quality`. */
  async function toAccount(quality = 'ses', legislation) {
    const main = await fx.mainAccount();
    const signer = await fx.confirmedAccount('signer');
    const created = await r.open(main.token, (d) => [
      {
        account_email: signer.email,
        document_signatures: [placement(d)],
        quality,
        ...(legislation ? { legislation } : {}),
      },
    ]);
    return { ...created, signer };
  }

  /** The newest one-time code (TAN or step-up code) sent by SMS to the signer `email`. */
  const smsCode = (email) => fx.provide('oneTimeCode', { email });

  /** An open request of the main account to a new direct-link signer with a mobile number. */
  async function direct(quality = 'aes', legislation = 'zertes') {
    const main = await fx.mainAccount();
    const email = fx.newEmail('direct-signer');
    const created = await r.open(main.token, (d) => [
      {
        signer_identity_data: {
          email_address: email,
          first_name: 'Chiara',
          last_name: 'Rossi',
          mobile: MOBILE,
          language: 'it',
        },
        document_signatures: [placement(d)],
        quality,
        ...(quality === 'ses' ? {} : { legislation }),
      },
    ]);
    const link = await fx.provide('directSignerLink', { email });
    const basic = [link.requestId, link.linkKey];
    return { ...created, email, basic, headers: basicHeader(basic), token: main.token };
  }

  /** Sends a TAN to the direct signer and reads it from the mailbox. */
  async function tanFor(d) {
    await client.expect(200, 'POST', '/v1/direct/tan/resend', { headers: d.headers });
    return smsCode(d.email);
  }

  /**
   * Starts an identification (user: token; direct: headers) and answers its info; `outcome`
   * ('started' or 'succeeded'), when given, is reached through the fixture module (the person's
   * part, on the provider's page).
   */
  async function identification(auth, url, outcome) {
    const answer = await client.expect(201, 'POST', url, auth);
    if (outcome) {
      await fx.provide('completeIdentification', { identUrl: answer.json.identUrl, outcome });
    }
    return answer.json;
  }

  /** A fresh account holding qes of zertes (identified on the sandbox page). */
  async function qualifiedAccount() {
    const account = await fx.confirmedAccount('qualified');
    await identification(
      { token: account.token },
      '/v1/user/identification/intrum/video',
      'succeeded',
    );
    return account;
  }

  /** A qes request signed by a qualified account up to the step-up; the one-time code. */
  async function userStepUp() {
    const main = await fx.mainAccount();
    const signer = await qualifiedAccount();
    const created = await r.open(main.token, (d) => [
      {
        account_email: signer.email,
        document_signatures: [placement(d)],
        quality: 'qes',
        legislation: 'zertes',
      },
    ]);
    await client.expect(200, 'POST', '/v3/sign', {
      token: signer.token,
      body: { signatureRequests: [{ id: created.id }], language: 'en' },
    });
    return { ...created, signer, otp: await smsCode(signer.email) };
  }

  /** A direct qes signer, identified on the sandbox page, up to the step-up; the code. */
  async function directStepUp() {
    const d = await direct('qes', 'zertes');
    await identification(
      { headers: d.headers },
      '/v1/direct/user/identification/intrum/video',
      'succeeded',
    );
    await client.expect(200, 'POST', '/v3/direct/sign', {
      headers: d.headers,
      body: { signatureRequests: [{ id: d.id }], language: 'it' },
    });
    return { ...d, otp: await smsCode(d.email) };
  }

  return {
    toAccount,
    direct,
    tanFor,
    smsCode,
    identification,
    userStepUp,
    directStepUp,
  };
}

const made = new WeakMap();
const withSigning = (build) => async (fx, ctx) => {
  let s = made.get(fx);
  if (!s) {
    s = signingFixtures(fx, ctx.client, ctx.example);
    made.set(fx, s);
  }
  return build(s, fx, ctx);
};

const signBody = (id, extra = {}) => ({ signatureRequests: [{ id }], language: 'en', ...extra });

// Identification operations: the same three per provider and method, for users and direct signers.
const IDENTIFICATIONS = [
  ['Srs', 'Video', 'srs/video'],
  ['Srs', 'Robo', 'srs/robo'],
  ['Intrum', 'Video', 'intrum/video'],
  ['Intrum', 'Autoident', 'intrum/autoident'],
];

/** A subject (fresh account, or fresh direct signer) as a request spec and its auth. */
async function subjectOf(s, fx, direct) {
  if (direct) {
    const d = await s.direct('ses');
    return { spec: { basic: d.basic }, auth: { headers: d.headers }, email: d.email, d };
  }
  const account = await fx.confirmedAccount('identified');
  return {
    spec: { token: account.token },
    auth: { token: account.token },
    email: account.email,
  };
}

function identificationPlans() {
  const success = {};
  const specific = {};
  for (const direct of [false, true]) {
    for (const [provider, method, segment] of IDENTIFICATIONS) {
      const prefix = direct ? 'Direct' : '';
      const name = `${prefix}${provider}${method}Identification`;
      const url = `/v1/${direct ? 'direct/' : ''}user/identification/${segment}`;
      success[`start${name}`] = withSigning(async (s, fx) => {
        const subject = await subjectOf(s, fx, direct);
        return direct
          ? { ...subject.spec, json: { signatureRequestId: subject.d.id } }
          : subject.spec;
      });
      success[`get${name}`] = withSigning(async (s, fx) => {
        const subject = await subjectOf(s, fx, direct);
        await s.identification(subject.auth, url, 'started');
        return subject.spec;
      });
      success[`cancel${name}`] = withSigning(async (s, fx) => {
        const subject = await subjectOf(s, fx, direct);
        await s.identification(subject.auth, url);
        return { ...subject.spec, query: { email: subject.email } };
      });
      specific[`start${name} 409`] = withSigning(async (s, fx) => {
        const subject = await subjectOf(s, fx, direct);
        await s.identification(subject.auth, url);
        return subject.spec;
      });
      specific[`start${name} 422`] = withSigning(async (s, fx) => {
        const subject = await subjectOf(s, fx, direct);
        return { ...subject.spec, json: { signatureRequestId: UNKNOWN_ID } };
      });
      specific[`get${name} 404`] = withSigning(
        async (s, fx) => (await subjectOf(s, fx, direct)).spec,
      );
      specific[`cancel${name} 403`] = withSigning(async (s, fx) => {
        const subject = await subjectOf(s, fx, direct);
        await s.identification(subject.auth, url);
        return { ...subject.spec, query: { email: 'someone.else@example.org' } };
      });
      specific[`cancel${name} 404`] = withSigning(async (s, fx) => {
        const subject = await subjectOf(s, fx, direct);
        return { ...subject.spec, query: { email: subject.email } };
      });
      specific[`cancel${name} 409`] = withSigning(async (s, fx) => {
        const subject = await subjectOf(s, fx, direct);
        await s.identification(subject.auth, url, 'succeeded');
        return { ...subject.spec, query: { email: subject.email } };
      });
    }
  }
  return { success, specific };
}

const identificationPlan = identificationPlans();

const signingSuccess = {
  signSignatureRequests: withSigning(async (s) => {
    const created = await s.toAccount('ses');
    return { token: created.signer.token, json: signBody(created.id) };
  }),
  proceedSwisscomSignature: withSigning(async (s, fx) => {
    const step = await s.userStepUp();
    return {
      token: step.signer.token,
      path: { requestId: step.id },
      json: { pwdotp: { password: fx.PASSWORD, otp: step.otp } },
    };
  }),
  signDirectSignatureRequest: withSigning(async (s) => {
    const d = await s.direct('aes');
    const tan = await s.tanFor(d);
    return { basic: d.basic, json: { ...signBody(d.id), language: 'it', tan } };
  }),
  proceedDirectSwisscomSigning: withSigning(async (s, fx) => {
    const step = await s.directStepUp();
    return {
      basic: step.basic,
      path: { requestId: step.id },
      json: {
        pwdotp: {
          password: await fx.provide('trustServicePassword', { email: step.email }),
          otp: step.otp,
        },
      },
    };
  }),
  resendDirectTan: withSigning(async (s) => ({ basic: (await s.direct('aes')).basic })),
  checkDirectTan: withSigning(async (s) => {
    const d = await s.direct('aes');
    return { basic: d.basic, json: { tan: await s.tanFor(d) } };
  }),
  getIdentificationPaymentCoverage: withSigning(async (s, fx) => {
    const account = await fx.account('coverage');
    const info = await s.identification(
      { token: account.token },
      '/v1/user/identification/srs/robo',
    );
    return { token: account.token, path: { identificationId: info.id } };
  }),
  // Its success needs a signed request, which signing now makes (overrides the skip of
  // request-fixtures.cjs).
  downloadSignatureRequestZip: withSigning(async (s, fx, { client }) => {
    const created = await s.toAccount('ses');
    await client.expect(200, 'POST', '/v3/sign', {
      token: created.signer.token,
      body: signBody(created.id),
    });
    return { token: (await fx.mainAccount()).token, path: { requestId: created.id } };
  }),
  ...identificationPlan.success,
};

const wrongOf = (code) => (code === '000000' ? '000001' : '000000');

const signingSpecific = {
  'signSignatureRequests 403': withSigning(async (s) => {
    const created = await s.toAccount('ses');
    return {
      token: created.signer.token,
      json: signBody(created.id, { sealAccountName: 'muster-treuhand-seal' }),
    };
  }),
  'signSignatureRequests 409': withSigning(async (s, fx, { client }) => {
    const created = await s.toAccount('ses');
    await client.expect(200, 'POST', '/v3/sign', {
      token: created.signer.token,
      body: signBody(created.id),
    });
    return { token: created.signer.token, json: signBody(created.id) };
  }),
  'signSignatureRequests 422': withSigning(async (s) => {
    // A fresh account holds ses only: an advanced (aes) signature needs an identification.
    const created = await s.toAccount('aes', 'eidas');
    return { token: created.signer.token, json: signBody(created.id) };
  }),
  'proceedSwisscomSignature 409': withSigning(async (s, fx) => {
    const created = await s.toAccount('ses');
    return {
      token: created.signer.token,
      path: { requestId: created.id },
      json: { pwdotp: { password: fx.PASSWORD, otp: '123456' } },
    };
  }),
  'proceedSwisscomSignature 422': withSigning(async (s, fx) => {
    const step = await s.userStepUp();
    return {
      token: step.signer.token,
      path: { requestId: step.id },
      json: { pwdotp: { password: fx.PASSWORD, otp: wrongOf(step.otp) } },
    };
  }),
  'signDirectSignatureRequest 403': withSigning(async (s) => {
    const d = await s.direct('ses');
    const other = await s.direct('ses');
    return { basic: d.basic, json: signBody(other.id) };
  }),
  'signDirectSignatureRequest 409': withSigning(async (s, fx, { client }) => {
    const d = await s.direct('ses');
    await client.expect(200, 'POST', `/v3/signature-requests/${d.id}/withdraw`, {
      token: d.token,
      body: { message: 'Replaced.' },
    });
    return { basic: d.basic, json: signBody(d.id) };
  }),
  'signDirectSignatureRequest 422': withSigning(async (s) => {
    const d = await s.direct('aes');
    const tan = await s.tanFor(d);
    return { basic: d.basic, json: signBody(d.id, { tan: wrongOf(tan) }) };
  }),
  'proceedDirectSwisscomSigning 409': withSigning(async (s, fx, { client }) => {
    const d = await s.direct('ses');
    await client.expect(200, 'POST', `/v3/signature-requests/${d.id}/withdraw`, {
      token: d.token,
      body: { message: 'Replaced.' },
    });
    return {
      basic: d.basic,
      path: { requestId: d.id },
      json: {
        pwdotp: {
          password: await fx.provide('trustServicePassword', { email: d.email }),
          otp: '123456',
        },
      },
    };
  }),
  'proceedDirectSwisscomSigning 422': withSigning(async (s) => {
    const step = await s.directStepUp();
    return {
      basic: step.basic,
      path: { requestId: step.id },
      json: { pwdotp: { password: 'not-the-password', otp: step.otp } },
    };
  }),
  'resendDirectTan 409': withSigning(async (s) => ({ basic: (await s.direct('ses')).basic })),
  'resendDirectTan 429': withSigning(async (s, fx, { client }) => {
    const d = await s.direct('aes');
    await client.expect(200, 'POST', '/v1/direct/tan/resend', { headers: d.headers });
    return { basic: d.basic };
  }),
  'checkDirectTan 409': withSigning(async (s, fx, { client }) => {
    const d = await s.direct('aes');
    const tan = await s.tanFor(d);
    for (let attempt = 0; attempt < 3; attempt++) {
      await client.request('POST', '/v1/direct/tan/check', {
        headers: d.headers,
        body: { tan: wrongOf(tan) },
      });
    }
    return { basic: d.basic, json: { tan } };
  }),
  'checkDirectTan 422': withSigning(async (s) => {
    const d = await s.direct('aes');
    const tan = await s.tanFor(d);
    return { basic: d.basic, json: { tan: wrongOf(tan) } };
  }),
  ...identificationPlan.specific,
};

module.exports = { signingSuccess, signingSpecific, signingFixtures };
