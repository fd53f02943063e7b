// The identification handlers of users and direct-link signers are the same three operations
// (start, read, cancel) for each provider and method; this builds them from the subject (who is
// identified) and the provider/method of the path. Rules in identification.ts.
import type { AppContext } from '../../context.ts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { systemClock } from '../../clock.ts';
import {
  assertCanStart,
  createIdentification,
  deleteIdentification,
  findIdentification,
  LEGISLATION_OF,
  subjectIdentifications,
  toIdentificationInfo,
  type IdentificationMethod,
  type IdentificationProviderName,
  type Subject,
} from './identification.ts';
import { normalizeEmail } from '../signature-requests/index.ts';
import { conflict, forbidden, notFound } from '../../domain-errors.ts';
import type { Handler, Schemas } from '../handler.ts';

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

const WORDS: Record<IdentificationMethod, string> = {
  video: 'video',
  robo: 'self-service (robo)',
  autoident: 'autoident',
};

export function identificationOperations(
  source: SubjectSource,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): { start: Start; read: Read; cancel: Cancel } {
  const legislation = LEGISLATION_OF[provider];

  const start: Start = async (request, reply, ctx) => {
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
    const row = await createIdentification(ctx.db, subject, {
      id,
      provider,
      method,
      signatureRequestId,
      session,
      now: systemClock.now(),
    });
    reply.code(201);
    return toIdentificationInfo(row);
  };

  const read: Read = async (request, _reply, ctx) => {
    const subject = await source.subject(ctx, request);
    const row = await findIdentification(ctx.db, subject, provider, method);
    if (!row) throw notFound(`You have no ${legislation} ${WORDS[method]} identification.`);
    return toIdentificationInfo(row);
  };

  const cancel: Cancel = async (request, _reply, ctx) => {
    const subject = await source.subject(ctx, request);
    if (normalizeEmail(request.query.email) !== normalizeEmail(subject.email)) {
      throw forbidden('The e-mail is not yours: only your own identification can be cancelled.');
    }
    const row = await findIdentification(ctx.db, subject, provider, method);
    if (!row) throw notFound(`You have no ${legislation} ${WORDS[method]} identification.`);
    if (row.status === 'success') {
      throw conflict(
        'The identification succeeded and can no longer be cancelled.',
        'identification_succeeded',
      );
    }
    await ctx.providers.identification.cancel(row.reference);
    await deleteIdentification(ctx.db, row.id);
    return {
      success: true,
      message: `The ${legislation} ${WORDS[method]} identification was cancelled.`,
    };
  };

  return { start, read, cancel };
}
