// A typed dialog: a feature defines it once (its namespace, name, props and result, and the lazy
// module of its view) and opens it through the handle. The view answers with a Result; the
// opener's handler for it runs with the loading flag on, and open() resolves with the result
// once the dialog closed after it, or with undefined when the dialog was dismissed.
import { lazy, type ComponentType } from 'react';
import type { DialogNamespace } from './dialog-names';
import { getActiveDialog, openDialogEntry, runDialogAction } from './dialog-store';

/** What a dialog view receives: its props, the manager's state and the ways to report. */
export interface DialogViewProps<Props, Result> {
  props: Props;
  /** True while the opener's handler for the last answer runs. */
  loading: boolean;
  /** The failure of the last answer's handler, if any. */
  error?: unknown;
  answer: (result: Result) => void;
  onClose: () => void;
}

export type DialogView<Props, Result> = ComponentType<DialogViewProps<Props, Result>>;

export interface DialogOpenOptions<Result> {
  /** Runs for the answer while the dialog shows loading; a failure keeps it open for a retry. */
  onAnswer?: (result: Result) => unknown;
}

export interface DialogHandle<Props, Result> {
  readonly namespace: DialogNamespace;
  readonly name: string;
  open(props: Props, options?: DialogOpenOptions<Result>): Promise<Result | undefined>;
  /** Answers this dialog if it is the active one, as its view would (for callers and tests). */
  answer(result: Result): Promise<void>;
  isActive(): boolean;
}

export interface DialogDefinition<Props, Result> {
  namespace: DialogNamespace;
  name: string;
  /** The view, imported lazily: a feature's views share one module, so they load together. */
  view: () => Promise<DialogView<Props, Result>>;
}

export function defineDialog<Props, Result>(
  definition: DialogDefinition<Props, Result>,
): DialogHandle<Props, Result> {
  const View = lazy(async () => ({ default: await definition.view() }));
  let current: { id: string; answer: (result: Result) => Promise<void> } | undefined;
  const isActive = () => current !== undefined && getActiveDialog()?.id === current.id;
  return {
    namespace: definition.namespace,
    name: definition.name,
    isActive,
    answer: async (result) => {
      if (current && isActive()) await current.answer(result);
    },
    open: (props, options) =>
      new Promise((resolve) => {
        let id = '';
        const answer = (result: Result) =>
          runDialogAction(
            id,
            () => options?.onAnswer?.(result),
            () => resolve(result),
          );
        id = openDialogEntry({
          namespace: definition.namespace,
          name: definition.name,
          props,
          onClose: () => resolve(undefined),
          render: (frame) => (
            <View
              props={props}
              loading={frame.loading}
              error={frame.error}
              answer={(result) => void answer(result)}
              onClose={frame.close}
            />
          ),
        });
        current = { id, answer };
      }),
  };
}
