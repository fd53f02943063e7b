// Overlays receive the same shape as dialogs: their data as props and the ways to report.
import type { ComponentType } from 'react';
import type { DialogComponentProps } from '../dialogs/dialog-types';

export type OverlayComponentProps<P = Record<string, unknown>> = DialogComponentProps<P>;

// Each overlay types its own props; the registry cannot name them all, hence `any` here only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OverlayRegistry = Record<string, ComponentType<OverlayComponentProps<any>>>;
