// The part of the contract's SignatureRequest schema the dashboard table shows. The app does not
// bundle the whole contract (840 KB), so the columns' schema is this extract; a test checks each
// property against generated/openapi.json, so it cannot drift from the contract.
export const REQUEST_ROW_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 255 },
    statusOverall: {
      $ref: '#/$defs/SignatureRequestStatus',
    },
    signatures: { type: 'array' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  $defs: {
    SignatureRequestStatus: {
      type: 'string',
      enum: ['DRAFT', 'OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'],
    },
  },
} as const;

export const REQUEST_COLUMNS = ['title', 'statusOverall', 'signatures', 'updatedAt'];
