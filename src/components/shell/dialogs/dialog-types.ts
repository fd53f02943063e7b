// What every dialog component receives from the host: its data (props) and the ways to report.
import type { ComponentType } from 'react';

export interface DialogComponentProps<P = Record<string, unknown>> {
  props: P;
  /** True while the caller's handler for the last action runs. */
  loading: boolean;
  /** The failure of the last action, if any. */
  error?: unknown;
  /** Reports an action; the manager runs the caller's handler, then closes the dialog. */
  onAction: (action: string, payload?: unknown) => void;
  onClose: () => void;
}

// Each dialog types its own props; the registry cannot name them all, hence `any` here only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DialogComponent = ComponentType<DialogComponentProps<any>>;

export type DialogRegistry = Record<string, DialogComponent>;
