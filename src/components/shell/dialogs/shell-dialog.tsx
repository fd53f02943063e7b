// Hand-built form: the frame around every dialog's fields: the form element and its buttons, no fields of its own.
// The frame every dialog shares: title, text, optional form body, action buttons, close button
// and the generic error line. Body scroll is locked by the manager, not by Chakra (one owner).
import { Alert, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ShellDialogProps {
  /** The locale namespace whose `common.*` keys (close, error) apply. */
  namespace: string;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  loading: boolean;
  error?: unknown;
  onClose: () => void;
  /** Makes the dialog a form, so Enter submits it. */
  onSubmit?: () => void;
  /** Gates the user must answer (terms, locked business) cannot be dismissed. */
  persistent?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

export function ShellDialog(props: ShellDialogProps) {
  const { t } = useTranslation(props.namespace);
  const dismissible = !props.persistent && !props.loading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.loading) props.onSubmit?.();
  };
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{props.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
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
      </Dialog.Body>
      <Dialog.Footer>{props.actions}</Dialog.Footer>
      {!props.persistent && (
        <Dialog.CloseTrigger asChild disabled={props.loading}>
          <CloseButton size="sm" aria-label={t('common.close')} />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  return (
    <Dialog.Root
      open
      preventScroll={false}
      size={props.size ?? 'md'}
      placement="center"
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      onOpenChange={(details) => !details.open && props.onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {props.onSubmit ? (
            <Dialog.Content asChild>
              <form onSubmit={submit} noValidate>
                {content}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>{content}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
