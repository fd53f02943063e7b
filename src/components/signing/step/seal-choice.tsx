// The seal part of the signing step's review: a request that asks the signer
// for a seal is sealed with one of the business seals the signer is a member of (GET
// /v3/user/seals); the seal's own image is its appearance, so no visual signature is chosen.
// Without a seal the signer cannot seal: the admin of the business adds members to a seal.
import { Alert, Badge, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { UserSealListItemsItem } from '@generated/model/userSealListItemsItem';
import { useTranslation } from 'react-i18next';

export function SealChoice({
  seals,
  loading,
  value,
  onChange,
  disabled,
}: {
  seals: UserSealListItemsItem[];
  loading: boolean;
  value: string | undefined;
  onChange: (accountName: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('signing');
  if (loading) return <Text color="fg.muted">{t('seal.loading')}</Text>;
  if (seals.length === 0) {
    return (
      <Alert.Root status="warning" size="sm" data-testid="no-seal">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('seal.none')}</Alert.Title>
          <Alert.Description>{t('seal.noneHint')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      aria-labelledby="review-seal"
      disabled={disabled}
      data-testid="seal-choice"
    >
      <Stack gap="2">
        {seals.map((seal) => (
          <RadioGroup.Item key={seal.accountName} value={seal.accountName}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <Badge colorPalette="green" me="2">
                {t(`seal.quality.${seal.quality}`)}
              </Badge>
              {t('seal.option', {
                name: seal.displayName,
                legislation: t(`legislation.${seal.legislation}`),
              })}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
