// The snackbar queue (docs/product.md#entities-shell item fields: id, message, color, duration, indefinite,
// dismissible, action). One snackbar shows at a time; its timer starts when it shows. It closes on
// timeout (docs/product.md#constants: default 3000 ms; indefinite means no timeout), dismiss, or action.
import { createTinyStore, useTinyStore } from '../dialogs/tiny-store';

export const DEFAULT_SNACKBAR_DURATION = 3000;

export interface SnackbarAction {
  /** A text or a key of the 'snackbars' locale namespace. */
  text: string;
  handler: () => unknown;
}

export interface SnackbarOptions {
  /** A text or a key of the 'snackbars' locale namespace, e.g. 'business.not_allowed'. */
  message: string;
  /** success, error, warning, info, or any Chakra colour palette. */
  color?: string;
  duration?: number;
  indefinite?: boolean;
  dismissible?: boolean;
  action?: SnackbarAction;
}

export interface Snackbar {
  id: string;
  message: string;
  color?: string;
  duration: number;
  indefinite: boolean;
  dismissible: boolean;
  action?: SnackbarAction;
}

const store = createTinyStore<readonly Snackbar[]>([]);
let counter = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let timedId: string | undefined;

/** Starts the timeout of the snackbar at the head of the queue, once. */
function scheduleHead(): void {
  const head = store.get()[0];
  if (head?.id === timedId) return;
  if (timer) clearTimeout(timer);
  timer = undefined;
  timedId = head?.id;
  if (head && !head.indefinite) {
    timer = setTimeout(() => dismissSnackbar(head.id), head.duration);
  }
}

export function showSnackbar(options: SnackbarOptions): string {
  counter += 1;
  const snackbar: Snackbar = {
    id: `snackbar-${counter}`,
    message: options.message,
    color: options.color,
    duration: options.duration ?? DEFAULT_SNACKBAR_DURATION,
    indefinite: options.indefinite ?? false,
    dismissible: options.dismissible ?? true,
    action: options.action,
  };
  store.set([...store.get(), snackbar]);
  scheduleHead();
  return snackbar.id;
}

export function dismissSnackbar(id: string): void {
  const queue = store.get();
  if (!queue.some((snackbar) => snackbar.id === id)) return;
  store.set(queue.filter((snackbar) => snackbar.id !== id));
  scheduleHead();
}

/** Runs the snackbar's action, then closes it. */
export function runSnackbarAction(id: string): void {
  const snackbar = store.get().find((item) => item.id === id);
  if (!snackbar) return;
  dismissSnackbar(id);
  snackbar.action?.handler();
}

export const getSnackbars = () => store.get();

export function useSnackbars(): readonly Snackbar[] {
  return useTinyStore(store);
}
