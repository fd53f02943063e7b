// The rows of a signature request in the contract's shapes (src/areas/signature-requests/
// to-contract.ts), without a database: Signature (account or identity data), SignatureRequest,
// Attachment, the trail's events, PageInfo and LockStatus.
import { describe, expect, it } from 'vitest';
import type { DocumentRow } from '../../src/areas/documents/index.ts';
import type { RequestRow, SignerRow } from '../../src/areas/signature-requests/rules/requests.ts';
import {
  lockStatus,
  pageInfo,
  toAttachment,
  toContractEvent,
  toSignature,
  toSignatureRequest,
} from '../../src/areas/signature-requests/to-contract.ts';

const placements = [{ documentId: 'd1', page: 2, x: 56, y: 520, width: 300, height: 140 }];
const signer = {
  request_id: 'r1',
  id: 's-r1-1',
  position: 1,
  link_key: 'secret',
  email: 'chiara.rossi@example.org',
  account_email: null,
  first_name: 'Chiara',
  last_name: 'Rossi',
  mobile: '+41 79 555 12 67',
  language: 'it',
  name: 'Chiara Rossi',
  placements: JSON.stringify(placements),
  status: 'OPEN',
  quality: 'aes',
  legislation: 'zertes',
  signed_at: null,
  declined_at: null,
} as unknown as SignerRow;

describe('to the contract', () => {
  it('a signer without an account shows its identity data, never its link key', () => {
    const signature = toSignature(signer);
    expect(signature).toEqual({
      id: 's-r1-1',
      accountEmail: null,
      name: 'Chiara Rossi',
      signerIdentityData: {
        emailAddress: 'chiara.rossi@example.org',
        firstName: 'Chiara',
        lastName: 'Rossi',
        mobile: '+41 79 555 12 67',
        language: 'it',
      },
      documentSignatures: placements,
      status: 'OPEN',
      signedAt: null,
      declinedAt: null,
      quality: 'aes',
      legislation: 'zertes',
    });
    expect(JSON.stringify(signature)).not.toContain('secret');
    const account = toSignature({ ...signer, account_email: 'anna@x.ch', legislation: null });
    expect(account).toMatchObject({
      accountEmail: 'anna@x.ch',
      signerIdentityData: null,
      legislation: null,
    });
  });

  it('a request with its sender, counts and exit settings', () => {
    const request = {
      id: 'r1',
      title: 'Mandate agreement 2026',
      message: 'Please sign.',
      status: 'OPEN',
      quality: null,
      legislation: null,
      exit_settings: '{"exitUrl":null,"errorUrl":null,"declineUrl":null,"timeout":45}',
      created_at: '2026-11-24T09:00:00.000Z',
      updated_at: '2026-11-24T09:05:00.000Z',
      initiated_at: '2026-11-24T09:05:00.000Z',
      completed_at: null,
    } as RequestRow;
    const answer = toSignatureRequest({
      request,
      sender: {
        id: 'beat',
        email: 'beat@x.ch',
        public_email: 'beat@x.ch',
        first_name: 'Beat',
        last_name: 'Keller',
      },
      documents: [] as DocumentRow[],
      signers: [signer],
      observers: [],
      attachments: [],
    });
    expect(answer).toMatchObject({
      id: 'r1',
      statusOverall: 'OPEN',
      signaturesCount: 1,
      sender: { username: 'beat', email: 'beat@x.ch', name: 'Beat Keller' },
      legislation: null,
      exitSettings: { timeout: 45 },
      attachments: [],
    });
    expect(answer).not.toHaveProperty('quality');
  });

  it('an attachment, an event and the page info', () => {
    expect(
      toAttachment({
        id: 'a1',
        request_id: 'r1',
        name: 'annex.pdf',
        content_type: 'application/pdf',
        size: '2048' as unknown as number,
        storage_key: 'k',
        uploaded_by_user_id: 'beat',
        uploaded_by_email: 'beat@x.ch',
        created_at: '2026-11-24T09:00:00.000Z',
      }),
    ).toEqual({
      id: 'a1',
      name: 'annex.pdf',
      contentType: 'application/pdf',
      size: 2048,
      createdAt: '2026-11-24T09:00:00.000Z',
      uploadedBy: 'beat@x.ch',
    });
    expect(
      toContractEvent({
        request_id: 'r1',
        seq: 1,
        time: '2026-11-24T09:00:00.000Z',
        type: 'CREATED',
        actor_name: 'Beat Keller',
        actor_email: 'beat@x.ch',
        address: '203.0.113.24',
        detail: 'Mandate agreement 2026',
        prev_hash: '0'.repeat(64),
      }),
    ).toEqual({
      actor: { name: 'Beat Keller', email: 'beat@x.ch' },
      time: '2026-11-24T09:00:00.000Z',
      address: '203.0.113.24',
      type: 'CREATED',
      detail: 'Mandate agreement 2026',
    });
    expect(pageInfo(0, 20, 41)).toEqual({
      number: 0,
      size: 20,
      totalElements: 41,
      totalPages: 3,
    });
    expect(pageInfo(0, 20, 0).totalPages).toBe(0);
  });
});

describe('lock status', () => {
  it('an expired lock is no lock', () => {
    const clock = { now: () => new Date('2026-11-25T10:00:00Z') };
    expect(
      lockStatus({ locked_by: 'anna@x.ch', locked_until: '2026-11-25T10:01:00.000Z' }, clock.now()),
    ).toEqual({ locked: true, lockedBy: 'anna@x.ch', lockedUntil: '2026-11-25T10:01:00.000Z' });
    expect(
      lockStatus({ locked_by: 'anna@x.ch', locked_until: '2026-11-25T09:59:00.000Z' }, clock.now()),
    ).toEqual({ locked: false, lockedBy: null, lockedUntil: null });
  });
});
