// Who signs through a direct link (basicAuth: the request id and the signer id of the link), and
// the port that resolves a link's credentials to that signer. Typed here, below both the context
// that carries the resolver and plugins/security.ts that asks it, so neither imports the other
// for it; the direct area implements it.

export interface DirectSigner {
  kind: 'direct';
  requestId: string;
  signerId: string;
  email: string;
}

export interface DirectSignerResolver {
  resolve(requestId: string, signerId: string): Promise<DirectSigner | undefined>;
}
