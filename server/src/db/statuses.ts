// The statuses a signature request and its signers are stored with. Apart from schema.ts so that
// the tables joining its Database by module augmentation (request-counts-schema.ts) can name them
// without importing schema.ts, which re-exports them: the two would import each other.
export type SignatureRequestStatus =
  'DRAFT' | 'OPEN' | 'SIGNED' | 'DECLINED' | 'WITHDRAWN' | 'EXPIRED';
export type SignerStatus = 'OPEN' | 'SIGNED' | 'DECLINED';
