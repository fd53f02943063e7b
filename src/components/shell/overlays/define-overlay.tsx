// A typed full-screen overlay, the counterpart of defineDialog: a feature defines it once and
// opens it through the handle. The opener's handler for an answer runs with the loading flag on
// and resolves to OVERLAY_COMPLETE to clear the overlay (open() then resolves with the answer);
// anything else keeps it, e.g. for a retry. open() resolves with undefined when it is dismissed.
import { answeredView, type AnsweredView, type AnsweredViewProps } from '../answered-view';
import {
  getActiveOverlay,
  openOverlayEntry,
  runOverlayAction,
  updateOverlayProps,
  type OverlayOutcome,
} from './overlay-store';

/** What an overlay view receives: its props, the manager's state and the ways to report. */
export type OverlayViewProps<Props, Result> = AnsweredViewProps<Props, Result>;

export type OverlayView<Props, Result> = AnsweredView<Props, Result>;

/** The open overlay, as its opener's handler sees it. */
export interface OpenOverlay<Props> {
  /** Changes some of the props the overlay shows (a price quote, a progress). */
  update: (props: Partial<Props>) => void;
}

export interface OverlayOpenOptions<Props, Result> {
  onAnswer?: (
    result: Result,
    overlay: OpenOverlay<Props>,
  ) => OverlayOutcome | Promise<OverlayOutcome>;
  /** Called when the overlay is dismissed without an answer that cleared it. */
  onClose?: () => void;
}

export interface OverlayHandle<Props, Result> {
  readonly name: string;
  open(props: Props, options?: OverlayOpenOptions<Props, Result>): Promise<Result | undefined>;
  /** Answers this overlay if it is the active one, as its view would (for callers and tests). */
  answer(result: Result): Promise<void>;
  isActive(): boolean;
}

export interface OverlayDefinition<Props, Result> {
  name: string;
  /** The view, imported lazily: a feature's views share one module, so they load together. */
  view: () => Promise<OverlayView<Props, Result>>;
}

export function defineOverlay<Props, Result>(
  definition: OverlayDefinition<Props, Result>,
): OverlayHandle<Props, Result> {
  const view = answeredView(definition.view, () => getActiveOverlay()?.id);
  return {
    name: definition.name,
    isActive: view.isActive,
    answer: view.answer,
    open: (props, options) =>
      new Promise((resolve) => {
        let id = '';
        let shown = props;
        const overlay: OpenOverlay<Props> = {
          update: (changes) => {
            if (getActiveOverlay()?.id !== id) return;
            shown = { ...shown, ...changes };
            updateOverlayProps(id, shown);
          },
        };
        const answer = (result: Result) =>
          runOverlayAction(
            id,
            () => options?.onAnswer?.(result, overlay),
            () => resolve(result),
          );
        id = openOverlayEntry({
          name: definition.name,
          props,
          onClose: () => {
            options?.onClose?.();
            resolve(undefined);
          },
          // The props shown now (update() may have changed them since open).
          render: (frame) => view.render(shown, frame, answer),
        });
        view.track(id, answer);
      }),
  };
}
