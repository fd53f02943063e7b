// The built-in time-stamping authority over HTTP (RFC 3161 §3.4): the same authority that stamps
// the service's own signatures in-process.
import type { AppContext } from '../../context.ts';
import { invalidInput } from '../../domain-errors.ts';
import { TimestampQueryError } from '../../pades/index.ts';

/** Answers a DER TimeStampReq with a DER TimeStampResp (400 when the body is not one). */
export async function timestampReply(ctx: AppContext, query: Buffer): Promise<Buffer> {
  const tsa = await (await ctx.certificateAuthority()).timestampAuthority();
  try {
    return tsa.respond(query);
  } catch (error) {
    if (error instanceof TimestampQueryError) {
      throw invalidInput('The request is not a time-stamp query.', [
        { pointer: '/body', detail: error.message, code: 'format' },
      ]);
    }
    throw error;
  }
}
