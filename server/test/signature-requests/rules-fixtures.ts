// Fixtures of the rules tests (rules*.test.ts): a 3-page document, a signer input placed on it,
// request and signer rows with overridable fields, and helpers that catch domain errors.
import { expect } from 'vitest';
import { DomainError } from '../../src/domain-errors.ts';
import {
  signatureIdFor,
  type RequestRow,
  type SignerRow,
} from '../../src/areas/signature-requests/rules/requests.ts';

export const document = {
  id: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a',
  pages: 3,
  page_sizes: JSON.stringify([
    { width: 595, height: 842 },
    { width: 595, height: 842 },
    { width: 842, height: 595 },
  ]),
};
export const at = (p: Record<string, unknown>) => ({
  account_email: 'anna.meier@muster-treuhand.ch',
  document_signatures: [{ document_id: document.id, page: 1, x: 56, y: 520, ...p }],
});

export const REQUEST_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const NOW = new Date('2026-11-25T10:00:00.000Z');

export function request(fields: Partial<RequestRow> = {}): RequestRow {
  return {
    id: REQUEST_ID,
    sender_id: 'beat.keller',
    title: 'Mandate agreement 2026',
    message: null,
    status: 'OPEN',
    quality: null,
    legislation: null,
    exit_settings: null,
    cost_center: null,
    created_at: '2026-11-24T09:00:00.000Z',
    updated_at: '2026-11-24T09:00:00.000Z',
    initiated_at: '2026-11-24T09:05:00.000Z',
    completed_at: null,
    last_reminded_at: null,
    locked_by: null,
    locked_until: null,
    event_seq: 2,
    event_head: null,
    signing_order: 'parallel',
    expires_at: null,
    reminder_interval_days: null,
    next_reminder_at: null,
    ...fields,
  };
}

export function signer(n: number, fields: Partial<SignerRow> = {}): SignerRow {
  return {
    request_id: REQUEST_ID,
    id: signatureIdFor(REQUEST_ID, n),
    position: n,
    link_key: `key-${n}`,
    email: `signer${n}@example.org`,
    account_email: `signer${n}@example.org`,
    first_name: null,
    last_name: null,
    mobile: null,
    language: null,
    name: null,
    placements: '[]',
    status: 'OPEN',
    quality: 'aes',
    legislation: 'zertes',
    invited_at: null,
    viewed_at: null,
    signed_at: null,
    declined_at: null,
    sendto_id: null,
    claimed_by: null,
    claimed_at: null,
    attributes: '{}',
    qualities: '["ses:any"]',
    visual_signature: null,
    created_at: '2026-11-24T09:00:00.000Z',
    updated_at: '2026-11-24T09:00:00.000Z',
    ...fields,
  };
}

/** The domain error `fn` throws (fails when it throws nothing or something else). */
export function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a domain error');
}

/** True when `fn` throws. */
export function fails(fn: () => unknown): boolean {
  try {
    fn();
    return false;
  } catch {
    return true;
  }
}
