// What every dialog frame shows in its body: the text, the dialog's own content and the generic
// error line. Shared by the shell's Chakra dialog (shell-dialog.tsx) and the accept-terms gate's
// light frame on the browser's <dialog> (light-dialog-frame.tsx), so the two read alike.
import { Alert, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogBodyContentProps {
  /** The locale namespace whose `common.error` key applies. */
  namespace: string;
  text?: ReactNode;
  children?: ReactNode;
  error?: unknown;
}

export function DialogBodyContent(props: DialogBodyContentProps) {
  const { t } = useTranslation(props.namespace);
  return (
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
  );
}
