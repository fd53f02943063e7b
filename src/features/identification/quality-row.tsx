// One quality under one legislation: available or why not, and the identification methods that
// would make it available (startable ones as buttons, the others explained).
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { SignatureQualityDetail } from '@generated/model/signatureQualityDetail';
import { useTranslation } from 'react-i18next';
import { appointmentStatus } from './appointment-status';
import { identificationCall } from './identification-methods';

const STATUS_PALETTE = {
  initialized: 'gray',
  inprogress: 'blue',
  activatingQES: 'green',
  failure: 'red',
} as const;

export function QualityRow({
  detail,
  starting,
  onStart,
}: {
  detail: SignatureQualityDetail;
  /** `<legislation>:<method>` being started, if any. */
  starting?: string;
  onStart: (method: string) => void;
}) {
  const { t } = useTranslation('identification');
  const legislation = detail.legislation;
  const status = detail.identificationStatus && appointmentStatus(detail.identificationStatus);
  return (
    <Card.Root
      variant="outline"
      bg="white"
      data-testid={`quality-${detail.quality}-${legislation ?? 'any'}`}
    >
      <Card.Body>
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <Badge bg={`level.${detail.quality}`} color="white">
              {t(`quality.${detail.quality}`)}
            </Badge>
            <Text fontWeight="semibold">
              {legislation ? t(`legislation.${legislation}`) : t('legislation.any')}
            </Text>
            <Badge colorPalette={detail.available ? 'green' : 'orange'}>
              {detail.available ? t('available') : t(`reason.${detail.reason ?? 'unavailable'}`)}
            </Badge>
            {status && <Badge colorPalette={STATUS_PALETTE[status]}>{t(`status.${status}`)}</Badge>}
          </HStack>
          {legislation && detail.identificationMethods.length > 0 && (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {detail.identificationCovered ? t('methods.covered') : t('methods.intro')}
              </Text>
              <HStack gap="2" wrap="wrap">
                {detail.identificationMethods.map((method) =>
                  identificationCall(legislation, method) ? (
                    <Button
                      key={method}
                      size="sm"
                      colorPalette="brand"
                      loading={starting === `${legislation}:${method}`}
                      disabled={!!starting || detail.reason === 'identification_ongoing'}
                      onClick={() => onStart(method)}
                    >
                      {t(`method.${method}`)}
                    </Button>
                  ) : (
                    <Text key={method} fontSize="sm" borderWidth="1px" rounded="md" px="2" py="1">
                      {t(`method.${method}`)}: {t(`methodInfo.${method}`)}
                    </Text>
                  ),
                )}
              </HStack>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
