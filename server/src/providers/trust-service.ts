// The trust service that finishes a qualified signature after the step-up (Swisscom: password +
// one-time code, "pwdotp"). The one-time code goes out through the SmsProvider; the password is
// checked here. The sandbox checks an account holder's own account password (the signer
// re-authenticates) and, for a direct-link signer who has no account, the published sandbox
// password SANDBOX_TRUST_SERVICE_PASSWORD (named in the sandbox SMS that carries the code).

export type StepUpSubject =
  { kind: 'user'; passwordHash: string } | { kind: 'direct'; email: string };

export interface TrustService {
  readonly name: string;
  readonly sandbox: boolean;
  /** True when `password` is the subject's password at the trust service. */
  verifyPassword(subject: StepUpSubject, password: string): Promise<boolean>;
}

/** The trust-service password of every direct-link signer in the sandbox. */
export const SANDBOX_TRUST_SERVICE_PASSWORD = 'sandbox-swisscom';

export class SandboxTrustService implements TrustService {
  readonly name = 'sandbox-swisscom';
  readonly sandbox = true;

  constructor(
    private readonly checkAccountPassword: (password: string, hash: string) => Promise<boolean>,
  ) {}

  async verifyPassword(subject: StepUpSubject, password: string): Promise<boolean> {
    if (subject.kind === 'user') return this.checkAccountPassword(password, subject.passwordHash);
    return password === SANDBOX_TRUST_SERVICE_PASSWORD;
  }
}
