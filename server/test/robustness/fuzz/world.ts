// The fixtures the fuzzer aims at, made through the API on a fresh test server: three signed-up
// users (the owner of documents and requests, an account signer, a stranger), uploaded PDFs, a
// draft and an open request (an account signer, a direct-link signer whose Basic credentials come
// from the invitation mail, and a send-to signer), a visual signature, an attachment row and an
// identification — so that ids in paths and bodies exist and valid requests get deep.
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { loadContract } from '../../../src/contract.ts';
import { hashPassword } from '../../../src/security/passwords.ts';
import { hashToken } from '../../../src/security/tokens.ts';
import { signedIn, STRONG_PASSWORD } from '../../auth/helpers.ts';
import { makePdf } from '../../documents/support.ts';
import type { TestServer } from '../../support/test-server.ts';
import type { World } from './requests.ts';

/** A 1×1 PNG and a minimal JPEG (SOI, APP0, EOI). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

export interface Fixtures {
  world: World;
  /** Every known uuid and e-mail, for bodies. */
  uuids: string[];
  emails: string[];
  /** Values by property name for bodies. */
  byName: Record<string, string[]>;
  /** Un-revokes the fixture sessions (after a logout or a password change). */
  restoreSessions(): Promise<void>;
  /**
   * A fresh account with a session (and the fixtures' password), to be deleted by the fuzzer in
   * place of the owner: the generator knows the password, so POST /v1/user/delete succeeds.
   */
  victim(): Promise<string>;
  /**
   * Takes what a successful answer made into the pools: its `id` becomes a value of the path
   * parameter below the operation's path (POST /v3/documents → {documentId}), the direct links
   * of new invitation mails become Basic credentials.
   */
  harvest(path: string, body: unknown): void;
}

/** How many harvested values a pool keeps (beyond the fixtures). */
const HARVEST_LIMIT = 25;

const contractPaths = Object.keys(loadContract().paths);

/** The path parameters right below `path`: /v3/documents → documentId. */
function childParameters(path: string): string[] {
  const names = new Set<string>();
  for (const p of contractPaths) {
    const match = p.startsWith(`${path}/{`) ? /^\{([^}]+)\}/.exec(p.slice(path.length + 1)) : null;
    if (match) names.add(match[1]);
  }
  return [...names];
}

export async function buildWorld(server: TestServer): Promise<Fixtures> {
  const inject = async (options: InjectOptions, expected: number) => {
    const response = await server.app.inject(options);
    if (response.statusCode !== expected)
      throw new Error(
        `fixture ${options.method} ${options.url}: ${response.statusCode} ${response.body}`,
      );
    return response.json();
  };
  const owner = await signedIn(server, { firstName: 'Beat', lastName: 'Keller' });
  const signer = await signedIn(server, { firstName: 'Anna', lastName: 'Meier' });
  const stranger = await signedIn(server, { firstName: 'Daniel', lastName: 'Frei' });
  const pdf = await makePdf(2);
  const smallPdf = await makePdf(1);
  const encryptedPdf = await makePdf(1, { userPassword: 'secret' });

  const uploadPdf = async (name: string) =>
    (
      await inject(
        {
          method: 'POST',
          url: '/v3/documents',
          headers: owner.auth,
          payload: { name, content: pdf.toString('base64'), title: 'Mandate agreement 2026' },
        },
        201,
      )
    ).id as string;
  const documents = [
    await uploadPdf('draft.pdf'),
    await uploadPdf('open.pdf'),
    await uploadPdf('loose.pdf'),
  ];
  const placement = (documentId: string, y: number) => ({
    document_id: documentId,
    page: 2,
    x: 56,
    y,
    width: 300,
    height: 140,
  });
  const CHIARA = 'chiara.rossi@example.org';
  const draft = await inject(
    {
      method: 'POST',
      url: '/v3/signature-requests',
      headers: owner.auth,
      payload: {
        title: 'Mandate agreement 2026 (draft)',
        message: 'Please sign.',
        documents: [documents[0]],
        signatures: [
          { account_email: signer.email, document_signatures: [placement(documents[0], 400)] },
        ],
      },
    },
    201,
  );
  const created = await inject(
    {
      method: 'POST',
      url: '/v3/signature-requests',
      headers: owner.auth,
      payload: {
        title: 'Mandate agreement 2026',
        message: 'Please sign.',
        documents: [documents[1]],
        signatures: [
          { account_email: signer.email, document_signatures: [placement(documents[1], 100)] },
          { account_email: owner.email, document_signatures: [placement(documents[1], 650)] },
          {
            signer_identity_data: {
              email_address: CHIARA,
              first_name: 'Chiara',
              last_name: 'Rossi',
              mobile: '+41 79 555 12 67',
              language: 'it',
            },
            document_signatures: [placement(documents[1], 300)],
          },
          {
            signer_identity_data: { email_address: stranger.email, first_name: 'Daniel' },
            document_signatures: [placement(documents[1], 500)],
          },
        ],
      },
    },
    201,
  );
  const open = await inject(
    {
      method: 'POST',
      url: `/v3/signature-requests/${created.id}/initiate`,
      headers: owner.auth,
    },
    200,
  );
  const mail = server.mailer.lastTo(CHIARA)?.text ?? '';
  const link = /\/direct-sign\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!link) throw new Error(`no direct link in ${mail}`);
  const sendto = /\/sendto\/(st-[A-Za-z0-9_-]+)/.exec(
    server.mailer.lastTo(stranger.email.toLowerCase())?.text ?? '',
  );

  const visual = await inject(
    {
      method: 'POST',
      url: '/v1/user/visual-signatures',
      headers: owner.auth,
      payload: { name: 'Beat Keller', quality: 'ses', legislation: 'zertes', language: 'de' },
    },
    201,
  );
  const attachmentId = 'att-fuzz-1';
  await server.app.context.storage.put(`attachments/${attachmentId}`, Buffer.from('attachment'));
  await server.testDb.db
    .insertInto('signature_request_attachments')
    .values({
      id: attachmentId,
      request_id: open.id,
      name: 'general-terms-2026.pdf',
      content_type: 'application/pdf',
      size: 10,
      storage_key: `attachments/${attachmentId}`,
      uploaded_by_user_id: null,
      uploaded_by_email: owner.email,
      created_at: new Date().toISOString(),
    } as never)
    .execute();
  const identification = await server.app.inject({
    method: 'POST',
    url: '/v1/user/identification/intrum/video',
    headers: signer.auth,
  });
  const identificationIds = identification.statusCode === 201 ? [identification.json().id] : [];

  const requestIds = [draft.id as string, open.id as string];
  const signatureIds = [
    ...(draft.signatures as { id: string }[]).map((s) => s.id),
    ...(open.signatures as { id: string }[]).map((s) => s.id),
  ];
  let passwordHash: string | undefined;
  const pathValues: Record<string, string[]> = {
    requestId: requestIds,
    documentId: documents,
    signatureId: signatureIds,
    pageNumber: ['1', '2'],
    visualSignatureId: [visual.id as string],
    attachmentId: [attachmentId],
    sendtoId: sendto ? [sendto[1]] : [],
    identificationId: identificationIds,
  };
  const fixed = Object.fromEntries(Object.entries(pathValues).map(([k, v]) => [k, v.length]));
  const fixedCount = (name: string) => fixed[name] ?? 0;
  const directs = [{ user: link[1], password: link[2] }];
  let mailsSeen = server.mailer.sent.length;
  const uuids = [...requestIds, ...documents, ...signatureIds, ...identificationIds];
  const tokens = { owner: owner.token, signer: signer.token, stranger: stranger.token };
  const emails = [owner.email, signer.email, stranger.email, CHIARA];
  return {
    world: {
      tokens,
      directs,
      pathValues,
      files: { pdf: smallPdf, encryptedPdf, png: PNG, jpeg: JPEG },
    },
    uuids,
    emails,
    byName: {
      visualSignatureId: [visual.id as string],
      content: [
        smallPdf.toString('base64'),
        encryptedPdf.toString('base64'),
        PNG.toString('base64'),
      ],
      email: emails,
      id: requestIds,
      signatureRequestId: requestIds,
      requestId: requestIds,
      documents,
      documentId: documents,
      document_id: documents,
      signatureId: signatureIds,
    },
    harvest(path: string, body: unknown) {
      const id = (body as { id?: unknown } | null)?.id;
      if (typeof id === 'string') {
        for (const name of childParameters(path)) {
          const pool = (pathValues[name] ??= []);
          if (!pool.includes(id) && pool.length < fixedCount(name) + HARVEST_LIMIT) pool.push(id);
          if (/^[0-9a-f-]{36}$/.test(id) && !uuids.includes(id) && uuids.length < 200)
            uuids.push(id);
        }
      }
      for (; mailsSeen < server.mailer.sent.length; mailsSeen++) {
        const text = server.mailer.sent[mailsSeen].text ?? '';
        for (const m of text.matchAll(/\/direct-sign\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/g)) {
          if (directs.length < HARVEST_LIMIT && !directs.some((d) => d.password === m[2]))
            directs.push({ user: m[1], password: m[2] });
        }
      }
    },
    async victim() {
      passwordHash ??= await hashPassword(STRONG_PASSWORD);
      const id = `victim-${randomUUID()}`;
      const token = `token-${id}`;
      const now = new Date().toISOString();
      const db = server.testDb.db;
      await db
        .insertInto('users')
        .values({
          id,
          email: `${id}@muster-treuhand.ch`,
          password_hash: passwordHash,
          first_name: 'Vera',
          last_name: 'Victim',
          email_verified: 1,
          has_sso: 0,
          retention: null,
          attributes: '{}',
          qualities: '[]',
          disabled_qualities: '[]',
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      await db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          user_id: id,
          created_at: now,
          expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          revoked_at: null,
        })
        .execute();
      return token;
    },
    async restoreSessions() {
      await server.testDb.db
        .updateTable('sessions')
        .set({ revoked_at: null, expires_at: new Date(Date.now() + 86_400_000).toISOString() })
        .where('token_hash', 'in', Object.values(tokens).map(hashToken))
        .execute();
    },
  };
}
