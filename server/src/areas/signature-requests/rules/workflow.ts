// The workflow of a signature request (openapi/README.md "Decisions"): signing order,
// observers (CC), expiry and automatic reminders. Pure: who is invited when, whose turn it is,
// whether a request has expired, when the next automatic reminder is due, and the checks of the
// workflow fields of a create or update body (422 with a pointer per field).
import type { Schemas } from '../../handler.ts';
import { conflict, ruleViolated, type FieldError } from '../../../domain-errors.ts';
import type { SignatureRequestObserversTable, SigningOrder } from '../../../db/schema.ts';
import { normalizeEmail } from '../../user/index.ts';
import type { RequestRow, SignerRow } from './common.ts';

export type { SigningOrder };
export type ObserverRow = SignatureRequestObserversTable;
export type WorkflowSettings = Schemas['WorkflowSettings'];
export type WorkflowUpdate = Schemas['WorkflowUpdate'];

/** The furthest ahead an expiry may be set. */
export const MAX_EXPIRY_DAYS = 365;
/** The bounds of `reminderIntervalDays` (the contract's minimum and maximum). */
export const MIN_REMINDER_DAYS = 1;
export const MAX_REMINDER_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Field errors of a body's `workflow` (expiry in the future and not too far, observers once). */
export function workflowErrors(
  workflow: WorkflowUpdate | undefined,
  now: Date,
  pointer = '/body/workflow',
): FieldError[] {
  if (!workflow) return [];
  const errors: FieldError[] = [];
  if (workflow.expiresAt) {
    const at = new Date(workflow.expiresAt).getTime();
    if (!(at > now.getTime())) {
      errors.push({
        pointer: `${pointer}/expiresAt`,
        detail: 'must be in the future',
        code: 'expiry_in_past',
      });
    } else if (at > now.getTime() + MAX_EXPIRY_DAYS * DAY_MS) {
      errors.push({
        pointer: `${pointer}/expiresAt`,
        detail: `may be at most ${MAX_EXPIRY_DAYS} days ahead`,
        code: 'expiry_too_far',
      });
    }
  }
  const seen = new Set<string>();
  (workflow.observers ?? []).forEach((observer, index) => {
    const email = normalizeEmail(observer.email);
    if (seen.has(email)) {
      errors.push({
        pointer: `${pointer}/observers/${index}/email`,
        detail: 'is listed twice',
        code: 'observer_duplicate',
      });
    }
    seen.add(email);
  });
  return errors;
}

/** Field errors of `orderedSignatureIds`: every signature of the draft exactly once. */
export function orderedSignatureIdsErrors(
  order: string[],
  signers: Pick<SignerRow, 'id'>[],
  pointer = '/body/workflow/orderedSignatureIds',
): FieldError[] {
  const known = new Set(signers.map((s) => s.id));
  const complete =
    order.length === signers.length &&
    new Set(order).size === order.length &&
    order.every((id) => known.has(id));
  return complete
    ? []
    : [
        {
          pointer,
          detail: 'must list each signature of the request exactly once',
          code: 'signer_order_mismatch',
        },
      ];
}

/**
 * The signers to invite now, in position order: in parallel mode every OPEN signer not invited
 * yet; in sequential mode the first OPEN signer, if it is not invited yet (nobody else).
 */
export function signersToInvite<S extends Pick<SignerRow, 'status' | 'invited_at' | 'position'>>(
  order: SigningOrder,
  signers: S[],
): S[] {
  const open = [...signers]
    .sort((a, b) => a.position - b.position)
    .filter((s) => s.status === 'OPEN');
  const due = order === 'sequential' ? open.slice(0, 1) : open;
  return due.filter((s) => !s.invited_at);
}

/** In sequential mode, the signature whose turn it is; null when parallel or nobody is left. */
export function nextSignatureId(
  order: SigningOrder,
  signers: Pick<SignerRow, 'id' | 'status' | 'position'>[],
): string | null {
  if (order !== 'sequential') return null;
  const next = [...signers]
    .sort((a, b) => a.position - b.position)
    .find((s) => s.status === 'OPEN');
  return next?.id ?? null;
}

/** Whether the request's expiry has come (whatever the expiry job has done yet). */
export const hasExpired = (request: Pick<RequestRow, 'expires_at'>, now: Date) =>
  request.expires_at !== null && new Date(request.expires_at).getTime() <= now.getTime();

/**
 * 409 request_expired when the request is EXPIRED, or still OPEN past its expiry (the job has
 * not run yet): nobody signs, declines or delegates in it any more.
 */
export function assertNotExpired(
  request: Pick<RequestRow, 'status' | 'expires_at'>,
  now: Date,
): void {
  if (request.status === 'EXPIRED' || (request.status === 'OPEN' && hasExpired(request, now))) {
    throw conflict(
      `The signature request expired at ${request.expires_at}; it can no longer be signed.`,
      'request_expired',
    );
  }
}

/** 422 expiry_in_past: initiating a draft whose expiry passed while it was a draft. */
export const expiryPassed = () =>
  ruleViolated(
    'The expiry date of this draft has passed: set a new one before sending it.',
    'expiry_in_past',
  );

/** 409 not_your_turn for a signer of a sequential request who has not been invited yet. */
export function assertTurn(
  request: Pick<RequestRow, 'signing_order'>,
  signer: Pick<SignerRow, 'invited_at'>,
): void {
  if (request.signing_order === 'sequential' && !signer.invited_at) {
    throw conflict(
      'The signers before you in the signing order have not all signed yet.',
      'not_your_turn',
    );
  }
}

/** When the next automatic reminder is due after one at `from`; null without an interval. */
export function nextReminderAfter(
  request: Pick<RequestRow, 'reminder_interval_days'>,
  from: Date,
): string | null {
  const days = request.reminder_interval_days;
  return days ? new Date(from.getTime() + days * DAY_MS).toISOString() : null;
}

/** The signers an automatic reminder goes to: those invited whose signature is still OPEN. */
export const signersToRemind = <S extends Pick<SignerRow, 'status' | 'invited_at'>>(signers: S[]) =>
  signers.filter((s) => s.status === 'OPEN' && s.invited_at !== null);

/** The workflow columns of a create body (defaults: parallel, no expiry, no reminders). */
export function workflowColumns(workflow: WorkflowSettings | undefined) {
  return {
    signing_order: workflow?.signingOrder ?? 'parallel',
    expires_at: workflow?.expiresAt ? new Date(workflow.expiresAt).toISOString() : null,
    reminder_interval_days: workflow?.reminderIntervalDays ?? null,
  } satisfies Partial<RequestRow>;
}

/** The workflow columns an update body changes (each field left out is kept). */
export function workflowChanges(workflow: WorkflowUpdate | undefined): Partial<RequestRow> {
  if (!workflow) return {};
  return {
    ...(workflow.signingOrder ? { signing_order: workflow.signingOrder } : {}),
    ...(workflow.expiresAt !== undefined
      ? { expires_at: workflow.expiresAt ? new Date(workflow.expiresAt).toISOString() : null }
      : {}),
    ...(workflow.reminderIntervalDays !== undefined
      ? { reminder_interval_days: workflow.reminderIntervalDays }
      : {}),
  };
}

/** The observers of a body as rows, in the order given (e-mails lower-case, names trimmed). */
export const observerRows = (
  requestId: string,
  observers: WorkflowSettings['observers'],
): ObserverRow[] =>
  (observers ?? []).map((o, index) => ({
    request_id: requestId,
    position: index + 1,
    email: normalizeEmail(o.email),
    name: o.name?.trim() || null,
  }));

/** The contract's RequestWorkflow of a request. */
export function toRequestWorkflow(
  request: RequestRow,
  signers: Pick<SignerRow, 'id' | 'status' | 'position'>[],
  observers: Pick<ObserverRow, 'email' | 'name'>[],
): Schemas['RequestWorkflow'] {
  return {
    signingOrder: request.signing_order,
    observers: observers.map((o) => ({ email: o.email, name: o.name })),
    expiresAt: request.expires_at,
    reminderIntervalDays: request.reminder_interval_days,
    nextReminderAt: request.status === 'OPEN' ? request.next_reminder_at : null,
    nextSignatureId:
      request.status === 'OPEN' ? nextSignatureId(request.signing_order, signers) : null,
  };
}
