// The logged-in signer's record for the exit redirect rule on /view
// (src/lib/navigation/exit-record.ts), and the request's exit settings in the rule's shape.
import type { ExitSettings } from '@/lib/navigation/exit-redirect';
import { exitRecord } from '@/lib/navigation/exit-record';

export const { recordViewed, recordSigned, exitContext } = exitRecord('view');

/** The request's exit settings in the rule's shape (the contract's nulls become absent). */
export function exitSettingsOf(request: {
  exitSettings?: {
    exitUrl?: string | null;
    errorUrl?: string | null;
    declineUrl?: string | null;
    timeout?: number;
  } | null;
}): ExitSettings {
  const settings = request.exitSettings;
  if (!settings) return {};
  return {
    exitUrl: settings.exitUrl ?? undefined,
    errorUrl: settings.errorUrl ?? undefined,
    declineUrl: settings.declineUrl ?? undefined,
    timeout: settings.timeout,
  };
}
