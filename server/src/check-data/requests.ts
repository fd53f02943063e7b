// check:data on signature requests: every request's event chain is intact (the signature-requests
// area's verifyEventChain) and its trail agrees with its signers — one SIGNED event per signer who
// signed, never two for one person, and one COMPLETED event exactly when the request is SIGNED.
import type { Db } from '../db/connect.ts';
import { listEvents, verifyEventChain } from '../areas/signature-requests/index.ts';
import type { Problem } from './report.ts';

export interface RequestCheck {
  requests: number;
  problems: Problem[];
}

export async function checkRequests(db: Db): Promise<RequestCheck> {
  const requests = await db
    .selectFrom('signature_requests')
    .select(['id', 'status'])
    .orderBy('id')
    .execute();
  const problems: Problem[] = [];
  for (const request of requests) {
    const subject = `request ${request.id}`;
    const problem = (kind: Problem['kind'], detail: string) =>
      problems.push({ kind, subject, detail, repairable: false });
    const verdict = await verifyEventChain(db, request.id);
    if (!verdict.valid) {
      problem(
        'event_chain',
        `its event chain is broken at event ${verdict.brokenAt}: ${verdict.reason}`,
      );
    }
    const events = await listEvents(db, request.id);
    const signedEvents = events.filter((e) => e.type === 'SIGNED');
    const completed = events.filter((e) => e.type === 'COMPLETED').length;
    const signed = Number(
      (
        await db
          .selectFrom('signature_request_signers')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('request_id', '=', request.id)
          .where('status', '=', 'SIGNED')
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (signedEvents.length !== signed) {
      problem('trail', `${signedEvents.length} SIGNED event(s) for ${signed} signer(s) who signed`);
    }
    const actors = signedEvents.map((e) => e.actor_email ?? e.actor_name);
    const twice = actors.filter((actor, index) => actors.indexOf(actor) !== index);
    if (twice.length) problem('trail', `two SIGNED events of ${[...new Set(twice)].join(', ')}`);
    if (completed !== (request.status === 'SIGNED' ? 1 : 0)) {
      problem('trail', `${completed} COMPLETED event(s) for a ${request.status} request`);
    }
  }
  return { requests: requests.length, problems };
}
