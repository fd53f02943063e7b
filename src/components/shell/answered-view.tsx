// What a typed dialog and a typed overlay share (dialogs/define-dialog.tsx,
// overlays/define-overlay.tsx): the view's props, its lazy loading, and the handle's knowledge of
// the one it opened last, so a caller (or a test) can answer it as the view would.
import { lazy, type ComponentType, type ReactNode } from 'react';

/** What a dialog or overlay view receives: its props, the frame's state and the ways to report. */
export interface AnsweredViewProps<Props, Result> {
  props: Props;
  /** True while the opener's handler for the last answer runs. */
  loading: boolean;
  /** The failure of the last answer's handler, if any. */
  error?: unknown;
  answer: (result: Result) => void;
  onClose: () => void;
}

export type AnsweredView<Props, Result> = ComponentType<AnsweredViewProps<Props, Result>>;

/** The frame's state an entry is rendered with. */
export interface FrameState {
  loading: boolean;
  error?: unknown;
  close: () => void;
}

/**
 * The lazily loaded view, and the last opened entry of it: `track` records the entry open()
 * made, `isActive` tells whether the frame still shows it, `answer` answers it if so.
 */
export function answeredView<Props, Result>(
  load: () => Promise<AnsweredView<Props, Result>>,
  activeId: () => string | undefined,
) {
  const View = lazy(async () => ({ default: await load() }));
  let current: { id: string; answer: (result: Result) => Promise<void> } | undefined;
  const isActive = () => current !== undefined && activeId() === current.id;
  return {
    isActive,
    answer: async (result: Result) => {
      if (current && isActive()) await current.answer(result);
    },
    track: (id: string, answer: (result: Result) => Promise<void>) => {
      current = { id, answer };
    },
    render: (props: Props, frame: FrameState, answer: (result: Result) => unknown): ReactNode => (
      <View
        props={props}
        loading={frame.loading}
        error={frame.error}
        answer={(result) => void answer(result)}
        onClose={frame.close}
      />
    ),
  };
}
