// Hand-built form: the frame around every overlay's fields: the form element and its buttons, no fields of its own.
// The full-screen frame every overlay shares: status mark, title, text, content and actions,
// centred on a scrim that covers the page. Persistent overlays (signing) cannot be dismissed.
import { Alert, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OverlayIcon, type OverlayTone } from './overlay-icon';
import { DEFAULT_OVERLAY_LAYER, type OverlayLayer } from './overlay-layer';

interface OverlayFrameProps {
  tone: OverlayTone;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  loading: boolean;
  error?: unknown;
  onClose: () => void;
  onSubmit?: () => void;
  layer?: OverlayLayer;
}

export function OverlayFrame(props: OverlayFrameProps) {
  const { t } = useTranslation('overlays');
  const layer = props.layer ?? DEFAULT_OVERLAY_LAYER;
  const dismissible = !layer.persistent && !props.loading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.loading) props.onSubmit?.();
  };
  const content = (
    <Stack gap="5" align="center" textAlign="center" maxW="lg" w="full" mx="auto" px="6" py="12">
      <OverlayIcon tone={props.tone} />
      <Dialog.Title asChild>
        <Heading size="2xl">{props.title}</Heading>
      </Dialog.Title>
      {props.text && <Text color="fg.muted">{props.text}</Text>}
      {props.children && (
        <Stack gap="4" w="full" textAlign="start">
          {props.children}
        </Stack>
      )}
      {props.error !== undefined && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('common.error')}</Alert.Title>
        </Alert.Root>
      )}
      {props.actions && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" w="full">
          {props.actions}
        </Stack>
      )}
    </Stack>
  );
  return (
    <Dialog.Root
      open
      size="full"
      motionPreset="none"
      preventScroll={false}
      closeOnEscape={dismissible}
      closeOnInteractOutside={false}
      onOpenChange={(details) => !details.open && props.onClose()}
    >
      <Portal>
        <Dialog.Backdrop zIndex={layer.zIndex} bg={layer.scrim} opacity={layer.opacity} />
        <Dialog.Positioner zIndex={layer.zIndex}>
          <Dialog.Content
            bg={layer.scrim}
            shadow="none"
            justifyContent="center"
            overflowY="auto"
            data-overlay-layer={layer.zIndex}
          >
            {props.onSubmit ? (
              <form onSubmit={submit} noValidate>
                {content}
              </form>
            ) : (
              content
            )}
            {!layer.persistent && (
              <Dialog.CloseTrigger asChild disabled={props.loading}>
                <CloseButton aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
