// The signing step's footer: what is still missing before "Sign" can sign, cancel, and "Sign".
import { Button, Dialog, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Missing } from './step-choice';

export interface StepFooterProps {
  missing?: Missing;
  sealing: boolean;
  /** How many documents the step signs. */
  count: number;
  busy: boolean;
  onCancel: () => void;
  onSign: () => void;
}

export function StepFooter({ missing, sealing, count, busy, onCancel, onSign }: StepFooterProps) {
  const { t } = useTranslation('signing');
  return (
    <Dialog.Footer borderTopWidth="1px" flexWrap="wrap" gap="3">
      {missing && (
        <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem" data-testid="step-missing">
          {t(`step.missing.${missing}`)}
        </Text>
      )}
      <HStack gap="3" ms="auto">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('review.cancel')}
        </Button>
        <Button
          colorPalette="brand"
          onClick={onSign}
          disabled={!!missing}
          loading={busy}
          data-testid="sign-confirm"
        >
          {t(sealing ? 'seal.sign' : 'review.sign', { count })}
        </Button>
      </HStack>
    </Dialog.Footer>
  );
}
