// Code that loads when the person shows they are about to need it: a pointer over or on its
// control, focus on it (the keyboard's way there), or the action itself. A first screen's budget
// counts every script loaded until the network is quiet, so a dialog or menu that only opens on
// demand must not load on idle either.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export interface IntentLoader<T> {
  /** Starts the download once; later calls answer the same promise. A failed one may retry. */
  load: () => Promise<T>;
  /** The loaded value, once there: a control can then render it without waiting. */
  current: () => T | undefined;
}

export function onIntent<T>(load: () => Promise<T>): IntentLoader<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}

/** Event handlers that start a download when a control is about to be used. */
export function intentProps(preload: () => void) {
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}

/**
 * A component whose code loads on intent (`preload`) or when it first renders. Once loaded it
 * renders at once; while loading it renders nothing in its place (its own Suspense boundary, so
 * the page around it stays).
 */
export function lazyOnIntent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loader = onIntent(load);
  const Lazy = lazy(() => loader.load().then((component) => ({ default: component })));
  function OnIntent(props: P) {
    // Chosen once per mount: switching from the lazy branch to the loaded one on a later render
    // would mount the component again and lose its state (a drawn signature, a ticked box).
    const [Loaded] = useState(loader.current);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnIntent, {
    /** Starts the download (a failure shows when the component renders). */
    preload: () => void loader.load().catch(() => undefined),
  });
}
