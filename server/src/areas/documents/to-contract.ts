// The one place a documents row becomes the contract's Document (used by the user and direct
// operations here and by the signature requests, which list their documents). Pure.
import type { components } from '../../../../generated/openapi.d.ts';
import { PDF_MEDIA_TYPE, type DocumentRow } from './rules.ts';

type Schemas = components['schemas'];

/** The page_sizes JSON column, tolerant of junk (then the Document has no pageSizes). */
export function parsePageSizes(json: string | null): Schemas['Document']['pageSizes'] {
  if (!json) return undefined;
  try {
    const sizes = JSON.parse(json) as { width: number; height: number }[];
    return Array.isArray(sizes) ? sizes : undefined;
  } catch {
    return undefined;
  }
}

/** The one place a documents row becomes the contract's Document. */
export function toDocument(row: DocumentRow): Schemas['Document'] {
  const pageSizes = parsePageSizes(row.page_sizes);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    contentType: PDF_MEDIA_TYPE,
    size: Number(row.size),
    pages: Number(row.pages),
    ...(pageSizes ? { pageSizes } : {}),
    hash: row.sha256,
    signatureRequestId: row.signature_request_id,
    signed: row.signed_storage_key !== null,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
