// What a sign call came to, for the overlay that follows it (docs/product.md#errors: "Specific signing
// errors are named only by overlays (signing failure, signing locked, TAN expired, TAN invalid,
// TAN locked)"). The contract: 409 when a request is locked or not signable, 422 for a wrong or
// expired TAN or a missing quality, 429 after too many TAN attempts.
import type { SignResultResultsItem } from '@generated/model/signResultResultsItem';
import { ApiError } from '@/lib/api-client';

export type SignOutcome =
  | { kind: 'signed' }
  | { kind: 'locked' }
  | { kind: 'tanRequired' }
  | { kind: 'tanInvalid'; attemptsLeft?: number }
  | { kind: 'tanExpired' }
  | { kind: 'tanLocked' }
  | { kind: 'exhausted' }
  | { kind: 'part11Required' }
  | { kind: 'failed'; detail?: string; code?: string };

/** The outcome named by a Problem or result error code, when the code names one. */
function byCode(code: string | undefined, detail?: string): SignOutcome | undefined {
  const c = (code ?? '').toLowerCase();
  if (!c) return undefined;
  if (c === 'no_free_signatures') return { kind: 'exhausted' };
  // Part 11 details or password missing: the Part 11 form asks for them (a wrong password is a
  // failure whose retry opens the form again).
  if (c === 'part11_password_required' || c === 'part11_details_required') {
    return { kind: 'part11Required' };
  }
  if (c.includes('tan')) {
    if (c.includes('lock') || c.includes('too_many')) return { kind: 'tanLocked' };
    if (c.includes('expired')) return { kind: 'tanExpired' };
    if (c.includes('required') || c.includes('missing')) return { kind: 'tanRequired' };
    if (c.includes('invalid') || c.includes('wrong')) {
      return { kind: 'tanInvalid', attemptsLeft: attemptsFrom(detail) };
    }
  }
  if (c.includes('lock')) return { kind: 'locked' };
  return undefined;
}

/** "… 2 attempts left" → 2. */
function attemptsFrom(detail: string | undefined): number | undefined {
  const match = /(\d+)\s+attempts?\s+left/i.exec(detail ?? '');
  return match ? Number(match[1]) : undefined;
}

export function resultOutcome(result: SignResultResultsItem | undefined): SignOutcome {
  if (!result) return { kind: 'failed' };
  if (result.status === 'SIGNED') return { kind: 'signed' };
  const detail = result.error?.detail;
  if (result.status === 'STEP_UP_REQUIRED') return { kind: 'failed', detail };
  return byCode(result.error?.code, detail) ?? { kind: 'failed', detail, code: result.error?.code };
}

export function errorOutcome(error: unknown): SignOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  const detail = error.problem?.detail;
  const named = byCode(error.problem?.code, detail);
  if (named) return named;
  if (error.status === 429) return { kind: 'tanLocked' };
  if (error.status === 423) return { kind: 'locked' };
  return { kind: 'failed', detail, code: error.problem?.code };
}
