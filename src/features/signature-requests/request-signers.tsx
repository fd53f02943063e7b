// The signers card: who signs, and in a draft the ways to add ("I sign too") or remove signers.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Signature } from '@generated/model/signature';
import type { SignatureRequestStatus } from '@generated/model/signatureRequestStatus';
import { useTranslation } from 'react-i18next';
import { SignerList } from './signer-list';

export function RequestSigners({
  signatures,
  requestStatus,
  ownId,
  placing,
  onAdd,
  onAddSelf,
  onRemove,
}: {
  signatures: Signature[];
  /** The request's status: a draft's signers are "not sent yet". */
  requestStatus: SignatureRequestStatus;
  ownId?: string;
  /** How many fields the sender placed for the next signer. */
  placing: number;
  onAdd?: () => void;
  onAddSelf?: () => void;
  onRemove?: (signature: Signature) => void;
}) {
  const { t } = useTranslation('requests');
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('signers.heading', { count: signatures.length })}
          </Heading>
          <SignerList
            signatures={signatures}
            requestStatus={requestStatus}
            ownId={ownId}
            onRemove={onRemove}
          />
          {onAdd && (
            <>
              <Text fontSize="sm" color="fg.muted">
                {placing > 0
                  ? t('signers.placeChosen', { count: placing })
                  : t('signers.placeDefault')}
              </Text>
              <HStack gap="2" wrap="wrap">
                <Button size="sm" colorPalette="brand" onClick={onAdd} data-testid="add-signer">
                  {t('signers.add')}
                </Button>
                {onAddSelf && (
                  <Button size="sm" variant="outline" onClick={onAddSelf} data-testid="add-self">
                    {t('signers.addSelf')}
                  </Button>
                )}
              </HStack>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
