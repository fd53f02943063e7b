// A typed dialog: a feature defines it once (its namespace, name, props and result, and the lazy
// module of its view) and opens it through the handle. The view answers with a Result; the
// opener's handler for it runs with the loading flag on, and open() resolves with the result
// once the dialog closed after it, or with undefined when the dialog was dismissed.
import { answeredView, type AnsweredView, type AnsweredViewProps } from '../answered-view';
import type { DialogNamespace } from './dialog-names';
import { getActiveDialog, openDialogEntry, runDialogAction } from './dialog-store';

/** What a dialog view receives: its props, the manager's state and the ways to report. */
export type DialogViewProps<Props, Result> = AnsweredViewProps<Props, Result>;

export type DialogView<Props, Result> = AnsweredView<Props, Result>;

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
  const view = answeredView(definition.view, () => getActiveDialog()?.id);
  return {
    namespace: definition.namespace,
    name: definition.name,
    isActive: view.isActive,
    answer: view.answer,
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
          render: (frame) => view.render(props, frame, answer),
        });
        view.track(id, answer);
      }),
  };
}
