// "Direct-sign routes take id and userid from the address and use them as basic credentials"
// (docs/product.md#screens); the contract's basicAuth: username = request id, password = signer id.
import type { Credentials } from '../api-client';

export interface DirectSignParams {
  id?: string;
  userid?: string;
}

export type BasicCredentials = Extract<Credentials, { kind: 'basic' }>;

export function directSignCredentials(params: DirectSignParams): BasicCredentials | undefined {
  if (!params.id || !params.userid) return undefined;
  return { kind: 'basic', username: params.id, password: params.userid };
}

/** Paths that belong to direct signing (role nas): links, previews, identification, views. */
export function isDirectSignPath(pathname: string): boolean {
  return /^\/direct-sign(\/|$)/.test(pathname) || /^\/view\/[^/]+\/[^/]+\/?$/.test(pathname);
}
