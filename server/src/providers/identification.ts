// Identification providers (srs for eidas, intrum for zertes): the provider runs the video call or
// the self-service flow at `identUrl` and reports its status back (initialized, inprogress,
// success, failure; "unknown" when it cannot tell). No provider is reachable from here, so the
// sandbox provider points identUrl at a local page (plugins/sandbox-identification.ts), clearly
// labelled SANDBOX, where a tester starts the identification and makes it succeed or fail; the
// page reports the status the way a provider's callback would (areas/identification).
import { randomBytes } from 'node:crypto';

export type ProviderStatus = 'initialized' | 'inprogress' | 'success' | 'failure' | 'unknown';

export interface IdentificationRequest {
  id: string;
  provider: 'srs' | 'intrum';
  method: 'video' | 'robo' | 'autoident';
  legislation: 'eidas' | 'zertes';
  email: string;
}

export interface IdentificationSession {
  /** The provider's reference, used in its status reports. */
  reference: string;
  identUrl: string;
}

export interface IdentificationProvider {
  readonly name: string;
  readonly sandbox: boolean;
  start(request: IdentificationRequest): Promise<IdentificationSession>;
  cancel(reference: string): Promise<void>;
}

export const SANDBOX_IDENTIFICATION_PATH = '/sandbox/identification';

export class SandboxIdentificationProvider implements IdentificationProvider {
  readonly name = 'sandbox-identification';
  readonly sandbox = true;

  constructor(private readonly publicUrl: string) {}

  async start(): Promise<IdentificationSession> {
    // 192 random bits: the page address is the only credential the tester needs.
    const reference = `sbx-${randomBytes(24).toString('base64url')}`;
    return { reference, identUrl: `${this.publicUrl}${SANDBOX_IDENTIFICATION_PATH}/${reference}` };
  }

  async cancel(): Promise<void> {
    // Nothing runs anywhere: the page of a cancelled identification answers 404.
  }
}
