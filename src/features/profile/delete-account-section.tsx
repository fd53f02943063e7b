// Delete the account: the delete-account dialog asks for the password, POST /v1/user/delete
// removes the account, and the session ends on /bye like a logout.
import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { deleteUser } from '@generated/api/user/user';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { resetDialogGates } from '@/components/shell/gates/session-gates';
import { endDirectSession, endSession } from '@/lib/session';
import { deleteAccountDialog } from './dialogs';

export function DeleteAccountSection() {
  const { t } = useTranslation('profile-screens');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const open = () =>
    void deleteAccountDialog.open(undefined, {
      onAnswer: async (credentials) => {
        await deleteUser(credentials);
        endSession();
        endDirectSession();
        resetDialogGates();
        queryClient.clear();
        void navigate({ to: '/bye', replace: true });
      },
    });
  return (
    <Card.Root variant="outline" borderColor="red.200" bg="white">
      <Card.Body>
        <Stack gap="3" align="start">
          <Text fontWeight="semibold">{t('deleteAccount.title')}</Text>
          <Text color="fg.muted">{t('deleteAccount.text')}</Text>
          <Button colorPalette="red" variant="outline" onClick={open}>
            {t('deleteAccount.button')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
