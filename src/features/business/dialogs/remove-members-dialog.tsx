// Remove one or several members (single or batch, docs/product.md#roles-business). Reports their ids as the
// contract's body field user_ids so the caller can pass the payload on as it is.
import { List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export interface MemberRef {
  id: string;
  label: string;
}

export function RemoveMembersDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ members?: MemberRef[] }, { user_ids: string[] }>) {
  const { t } = useTranslation('dialogs-business');
  const members = props.members ?? [];
  return (
    <ShellDialog
      namespace="dialogs-business"
      title={t('remove-members.title', { count: members.length })}
      text={t('remove-members.text', { count: members.length })}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-business"
          danger
          confirmLabel={t('remove-members.confirm', { count: members.length })}
          loading={loading}
          disabled={members.length === 0}
          onCancel={onClose}
          onConfirm={() => answer({ user_ids: members.map((member) => member.id) })}
        />
      }
    >
      <List.Root ps="5">
        {members.map((member) => (
          <List.Item key={member.id}>{member.label}</List.Item>
        ))}
      </List.Root>
    </ShellDialog>
  );
}
