// The shell runs the login's dialog gates in every screen, but the gates and their dialogs belong
// to the features (components do not import features): the app registers them at start.
import type { SessionState } from '@/lib/queries/session-state';

export type SessionGates = (session: SessionState) => void;

let useRegisteredGates: SessionGates = () => undefined;

/** Called once before the first render; the hook is then called on every shell render. */
export function registerSessionGates(useGates: SessionGates): void {
  useRegisteredGates = useGates;
}

export function useSessionGates(session: SessionState): void {
  useRegisteredGates(session);
}

// The gates belong to the login, not to the page: they run once per user until reset.
let shownFor: string | undefined;

/** Whether the gates are still to run for this user; from now on they are not. */
export function gatesDueFor(userId: string): boolean {
  if (shownFor === userId) return false;
  shownFor = userId;
  return true;
}

/** Lets the gates run again (after logging out or deleting the account). */
export function resetDialogGates(): void {
  shownFor = undefined;
}
