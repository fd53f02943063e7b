// The identification handlers of users and direct-link signers are the same three operations
// (start, read, cancel) for each provider and method; this builds them from a subject source (who
// is identified: user-subject.ts here, the link's signer in areas/direct) and the provider and
// method of the path. Rules in rules.ts, SQL in store.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import type { OperationId, OperationRequest, Schemas, SuccessBody } from '../handler.ts';
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

/** Who is identified, from the caller of the operation: a user or the signer of a direct link. */
export interface SubjectSource<C extends Caller> {
  /** Who is identified (401 when the caller's account or link no longer exists). */
  subject(ctx: AppContext, caller: C): Promise<Subject>;
  /** The request id of the optional body, if the subject signs it (422 otherwise). */
  signatureRequest(
    ctx: AppContext,
    request: FastifyRequest,
    subject: Subject,
    id: string,
  ): Promise<string>;
}

/** A handler of the user's operation K, for a caller of kind C (the direct ones have the same shape). */
type Flow<K extends OperationId, C extends Caller> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
  ctx: AppContext,
  caller: C,
) => Promise<SuccessBody<K> | FastifyReply>;
type Start<C extends Caller> = Flow<'startSrsVideoIdentification', C>;
type Read<C extends Caller> = Flow<'getSrsVideoIdentification', C>;
type Cancel<C extends Caller> = Flow<'cancelSrsVideoIdentification', C>;

/** POST …/identification/{provider}/{method}: starts one with the provider (201). */
export function startIdentification<C extends Caller>(
  source: SubjectSource<C>,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): Start<C> {
  const legislation = LEGISLATION_OF[provider];
  return async (request, reply, ctx, caller) => {
    const subject = await source.subject(ctx, caller);
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
export function readIdentification<C extends Caller>(
  source: SubjectSource<C>,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): Read<C> {
  return async (_request, _reply, ctx, caller) => {
    const subject = await source.subject(ctx, caller);
    const row = await findIdentification(ctx.db, subject, provider, method);
    if (!row) throw noIdentification(provider, method);
    return toIdentificationInfo(row);
  };
}

/** DELETE …/identification/{provider}/{method}?email=: cancels it with the provider. */
export function cancelIdentification<C extends Caller>(
  source: SubjectSource<C>,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): Cancel<C> {
  return async (request, _reply, ctx, caller) => {
    const subject = await source.subject(ctx, caller);
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
export function identificationOperations<C extends Caller>(
  source: SubjectSource<C>,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): { start: Start<C>; read: Read<C>; cancel: Cancel<C> } {
  return {
    start: startIdentification(source, provider, method),
    read: readIdentification(source, provider, method),
    cancel: cancelIdentification(source, provider, method),
  };
}
