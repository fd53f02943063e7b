// The frame of the accept-terms gate: the shell's dialog frame (shell-dialog.tsx) as it looks —
// Chakra's dialog recipe, slot by slot — on the browser's own modal <dialog>, which traps focus,
// makes the page behind it inert and sits above it without a state machine. The gate opens over
// a new account's first screen (/dashboard, /view) as that screen loads: Chakra's Dialog brought
// its machine, focus trap, portal and dismiss layers with it (about 20 KB gzip) into those
// screens' budget (e2e/budgets.ts). Only persistent, as the gates are: no close button, Escape
// does nothing. Its body repeats shell-dialog.tsx's few lines on purpose: a module shared by both
// became a chunk of its own and put a new account's /view at 250.1 KB, over the 250 KB budget.
import { Alert, chakra, Stack, Text, useSlotRecipe } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LightDialogFrameProps {
  /** The locale namespace whose `common.error` key applies. */
  namespace: string;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  error?: unknown;
}

/** The user agent's own look of a <dialog> (border, padding, canvas, fit-content size) undone. */
const NATIVE_RESET = {
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  maxWidth: 'none',
  maxHeight: 'none',
  overflow: 'visible',
  '&::backdrop': { background: 'transparent' },
} as const;

export function LightDialogFrame(props: LightDialogFrameProps) {
  const { t } = useTranslation(props.namespace);
  const styles = useSlotRecipe({ key: 'dialog' })({ size: 'md', placement: 'center' });
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const open = () => {
      // A test DOM without a top layer has no showModal: the dialog is then simply open.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    };
    open();
    // Escape asks to cancel: the gate stays. A browser may close the dialog anyway on a second
    // Escape (its close-watcher rules): it opens again, as long as the gate is shown.
    const cancel = (event: Event) => event.preventDefault();
    const reopen = () => element.isConnected && open();
    element.addEventListener('cancel', cancel);
    element.addEventListener('close', reopen);
    return () => {
      element.removeEventListener('cancel', cancel);
      element.removeEventListener('close', reopen);
    };
  }, []);
  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      css={{ ...NATIVE_RESET, ...styles.positioner }}
    >
      <chakra.div css={styles.backdrop} data-state="open" />
      <chakra.div css={styles.content} data-state="open">
        <chakra.div css={styles.header}>
          <chakra.h2 id={titleId} css={styles.title}>
            {props.title}
          </chakra.h2>
        </chakra.div>
        <chakra.div css={styles.body}>
          <Stack gap="4">
            {props.text && <Text color="fg.muted">{props.text}</Text>}
            {props.children}
            {props.error !== undefined && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{t('common.error')}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </chakra.div>
        <chakra.div css={styles.footer}>{props.actions}</chakra.div>
      </chakra.div>
    </chakra.dialog>
  );
}
