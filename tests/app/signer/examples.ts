// The contract's examples (the example world of openapi/EXAMPLES.md) as test data: Chiara Rossi,
// the direct signer of "Mandate agreement 2026", and Anna Meier, the signed-in user.
import contract from '@generated/openapi.json';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { User } from '@generated/model/user';
import type { VisualSignatureList } from '@generated/model/visualSignatureList';

type Media = { example?: unknown; examples?: Record<string, { value: unknown }> };
type Operation = { responses: Record<string, { content?: Record<string, Media> }> };

export function example<T>(path: string, method: string, status = '200'): T {
  const operation = (contract.paths as unknown as Record<string, Record<string, Operation>>)[path][
    method
  ];
  const media = operation.responses[status].content!['application/json'];
  // With named examples (the mock's scenarios), the first is the world's.
  const copy = media.example ?? Object.values(media.examples ?? {})[0]?.value;
  return structuredClone(copy) as T;
}

export const REQUEST_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const LINK_KEY = 'c7a9e4b2-5d6f-4a1b-8c3d-9e0f1a2b3c4d';
export const directRequest = () =>
  example<SignatureRequest>('/v3/direct/signature-requests/{requestId}', 'get');
export const directUser = () => example<User>('/v1/direct/user', 'get');
export const anna = () => example<User>('/v1/user', 'get');
export const visualSignatures = () =>
  example<VisualSignatureList>('/v1/user/visual-signatures', 'get');
export const qualitiesDetail = () =>
  example<SignatureQualitiesDetail>('/v3/user/signature-qualities-detail', 'get');
