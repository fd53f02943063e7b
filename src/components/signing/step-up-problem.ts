// What went wrong with a step-up's password and one-time code, read from the proceed call's
// Problem: apart from the form (step-up-form.tsx), whose dialog code loads only when a qualified
// signature asks for the second step.
export type StepUpProblem =
  | { kind: 'invalid'; attemptsLeft?: number }
  | { kind: 'expired' }
  | { kind: 'exhausted' }
  | { kind: 'failed'; detail?: string };

/** The form's problem for a failed proceed call (codes of the contract's error catalogue). */
export function stepUpProblem(
  status: number | undefined,
  code: string | undefined,
  detail: string | undefined,
): StepUpProblem {
  if (code === 'pwdotp_invalid') {
    const match = /(\d+)\s+attempts?\s+left/i.exec(detail ?? '');
    return { kind: 'invalid', attemptsLeft: match ? Number(match[1]) : undefined };
  }
  if (code === 'step_up_expired' || code === 'no_step_up') return { kind: 'expired' };
  if (code === 'step_up_attempts_exceeded' || status === 429) return { kind: 'exhausted' };
  if (status === 422) return { kind: 'invalid' };
  return { kind: 'failed', detail };
}
