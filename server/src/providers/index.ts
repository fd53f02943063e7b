// The third-party providers of one server instance (DESIGN.md §1: "providers behind an interface
// with a sandbox implementation"). The sandboxes are the default; tests (or a deployment with
// real gateways) replace them with useProviders. The contract's routes live in an encapsulated
// plugin, so providers are kept per database handle, an object every context shares.
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../security/passwords.ts';
import { SandboxIdentificationProvider, type IdentificationProvider } from './identification.ts';
import { SandboxSmsProvider, type SmsProvider } from './sms.ts';
import { SandboxTrustService, type TrustService } from './trust-service.ts';

export interface Providers {
  sms: SmsProvider;
  trustService: TrustService;
  identification: IdentificationProvider;
}

const byServer = new WeakMap<object, Providers>();

export function providersOf(app: FastifyInstance): Providers {
  let found = byServer.get(app.db);
  if (!found) {
    found = {
      sms: new SandboxSmsProvider(app.mailer),
      trustService: new SandboxTrustService(verifyPassword),
      identification: new SandboxIdentificationProvider(app.config.publicUrl),
    };
    byServer.set(app.db, found);
  }
  return found;
}

/** Replaces some providers of `app` (tests, or real gateways). */
export function useProviders(app: FastifyInstance, providers: Partial<Providers>): void {
  byServer.set(app.db, { ...providersOf(app), ...providers });
}
