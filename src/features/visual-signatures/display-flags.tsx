// What the signature shows (claim, standards, date, QR code). Options the business fixes
// (permissions.visualSignatures.*.canUpdate false) are shown at their fixed value, locked.
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { UserPermissions } from '@generated/model/userPermissions';
import { useTranslation } from 'react-i18next';
import {
  canChange,
  DISPLAY_FLAGS,
  type DisplayFlag,
  type SignatureValues,
} from './signature-values';

export function DisplayFlags({
  values,
  permissions,
  onChange,
}: {
  values: SignatureValues;
  permissions: UserPermissions | undefined;
  onChange: (flag: DisplayFlag, value: boolean) => void;
}) {
  const { t } = useTranslation('visual-signatures');
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t('form.display')}</Text>
      {DISPLAY_FLAGS.map((flag) => {
        const locked = !canChange(flag, permissions);
        return (
          <Stack key={flag} gap="0">
            <Checkbox.Root
              checked={values[flag]}
              disabled={locked}
              onCheckedChange={(event) => onChange(flag, event.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`form.${flag}`)}</Checkbox.Label>
            </Checkbox.Root>
            {locked && (
              <Text fontSize="xs" color="fg.muted" ps="6">
                {t('form.fixedByBusiness')}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
