// A minimal external store for useSyncExternalStore: the shell's managers are module singletons
// (a dialog's open() and showSnackbar are called from loaders, handlers and guards, outside React).
import { useSyncExternalStore } from 'react';

export interface TinyStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createTinyStore<T>(initial: T): TinyStore<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useTinyStore<T>(store: TinyStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
