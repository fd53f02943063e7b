// The identification handlers of users and direct-link signers are the same three operations
// (start, read, cancel) for each provider and method; this builds them from a subject source (who
// is identified: user-subject.ts here, the link's signer in areas/direct) and the provider and
// method of the path. Rules in rules.ts, SQL in store.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Handler, Schemas } from '../handler.ts';
import { normalizeEmail } from '../signature-requests/index.ts';
import { newIdentificationRow, toIdentificationInfo } from './to-contract.ts';
import {
  assertCanStart,
  checkCancellable,
  checkOwnEmail,
  identificationName,
  LEGISLATION_OF,
  noIdentification,
  type IdentificationMethod,
  type IdentificationProviderName,
  type Subject,
} from './rules.ts';
import {
  deleteIdentification,
  findIdentification,
  insertIdentification,
  subjectIdentifications,
} from './store.ts';

export interface SubjectSource {
  /** Who is identified (401 when the credentials do not name anyone). */
  subject(ctx: AppContext, request: FastifyRequest): Promise<Subject>;
  /** The request id of the optional body, if the subject signs it (422 otherwise). */
  signatureRequest(
    ctx: AppContext,
    request: FastifyRequest,
    subject: Subject,
    id: string,
  ): Promise<string>;
}

type Start = Handler<'startSrsVideoIdentification'>;
type Read = Handler<'getSrsVideoIdentification'>;
type Cancel = Handler<'cancelSrsVideoIdentification'>;

/** POST …/identification/{provider}/{method}: starts one with the provider (201). */
export function startIdentification(
  source: SubjectSource,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): Start {
  const legislation = LEGISLATION_OF[provider];
  return async (request, reply, ctx) => {
    const subject = await source.subject(ctx, request);
    const body = request.body as Schemas['IdentificationStart'] | undefined;
    const signatureRequestId = body?.signatureRequestId
      ? await source.signatureRequest(ctx, request, subject, body.signatureRequestId)
      : null;
    assertCanStart(await subjectIdentifications(ctx.db, subject), subject, legislation);
    const id = randomUUID();
    const session = await ctx.providers.identification.start({
      id,
      provider,
      method,
      legislation,
      email: subject.email,
    });
    const row = newIdentificationRow(subject, {
      id,
      provider,
      method,
      signatureRequestId,
      session,
      now: ctx.clock.now(),
    });
    await insertIdentification(ctx.db, subject, row);
    reply.code(201);
    return toIdentificationInfo(row);
  };
}

/** GET …/identification/{provider}/{method}: the subject's one (404 without). */
export function readIdentification(
  source: SubjectSource,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): Read {
  return async (request, _reply, ctx) => {
    const subject = await source.subject(ctx, request);
    const row = await findIdentification(ctx.db, subject, provider, method);
    if (!row) throw noIdentification(provider, method);
    return toIdentificationInfo(row);
  };
}

/** DELETE …/identification/{provider}/{method}?email=: cancels it with the provider. */
export function cancelIdentification(
  source: SubjectSource,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): Cancel {
  return async (request, _reply, ctx) => {
    const subject = await source.subject(ctx, request);
    checkOwnEmail(normalizeEmail(request.query.email), normalizeEmail(subject.email));
    const row = await findIdentification(ctx.db, subject, provider, method);
    if (!row) throw noIdentification(provider, method);
    checkCancellable(row);
    await ctx.providers.identification.cancel(row.reference);
    await deleteIdentification(ctx.db, row.id);
    return {
      success: true,
      message: `The ${identificationName(provider, method)} identification was cancelled.`,
    };
  };
}

/** The three handlers of one provider and method for one kind of subject. */
export function identificationOperations(
  source: SubjectSource,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): { start: Start; read: Read; cancel: Cancel } {
  return {
    start: startIdentification(source, provider, method),
    read: readIdentification(source, provider, method),
    cancel: cancelIdentification(source, provider, method),
  };
}
