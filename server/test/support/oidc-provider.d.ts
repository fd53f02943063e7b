// The part of oidc-provider (no types of its own) the single-sign-on tests use: a real OpenID
// provider mounted on a loopback HTTP server.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
