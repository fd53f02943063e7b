// How identifications become the contract's answers (areas/identification/to-contract.ts), without
// a database: the appointment status of docs/product.md#states-identification, no identUrl once finished, coverage.
import { describe, expect, it } from 'vitest';
import {
  newIdentificationRow,
  subjectColumns,
  toIdentificationInfo,
} from '../../src/areas/identification/to-contract.ts';
import type { Subject } from '../../src/areas/identification/rules.ts';
import { schemaErrors } from '../documents/support.ts';

const user: Subject = { kind: 'user', userId: 'u-1', email: 'anna@example.ch', grants: [] };
const signer: Subject = {
  kind: 'direct',
  requestId: 'r-1',
  signerId: 's-1',
  email: 'beat@example.ch',
  grants: [],
};
const row = newIdentificationRow(user, {
  id: '0b9f1c52-8d0e-4c1a-9f43-7b2a3c4d5e6f',
  provider: 'intrum',
  method: 'video',
  signatureRequestId: null,
  session: { reference: 'sbx-1', identUrl: 'http://127.0.0.1:8080/sandbox/identification/sbx-1' },
  now: new Date('2026-11-25T10:00:00Z'),
});

describe('identification mapping', () => {
  it('makes a new row initialized for the legislation of its provider', () => {
    expect(row).toMatchObject({
      user_id: 'u-1',
      request_id: null,
      legislation: 'zertes',
      status: 'initialized',
      email: 'anna@example.ch',
      created_at: '2026-11-25T10:00:00.000Z',
    });
    expect(subjectColumns(signer)).toEqual({ user_id: null, request_id: 'r-1', signer_id: 's-1' });
  });

  it('answers the IdentificationInfo of the contract, without identUrl once finished', () => {
    const info = toIdentificationInfo(row);
    expect(schemaErrors('IdentificationInfo', info)).toEqual([]);
    expect(info).toMatchObject({ appointmentStatus: 'initialized', identUrl: row.ident_url });
    expect(toIdentificationInfo({ ...row, status: 'success' })).toMatchObject({
      appointmentStatus: 'activatingQES',
      identUrl: null,
    });
  });
});
