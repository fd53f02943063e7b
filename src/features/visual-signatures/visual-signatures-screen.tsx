// /profile/visual-signature: the user's visual signatures (GET /v1/user/visual-signatures) with
// their rendering, and creating, editing, the default, custom images and deleting.
import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { getGetUserSuspenseQueryOptions } from '@generated/api/user/user';
import { getListVisualSignaturesSuspenseQueryOptions } from '@generated/api/visual-signatures/visual-signatures';
import type { VisualSignature } from '@generated/model/visualSignature';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { SignatureCard } from './signature-card';
import { SignatureEditor } from './signature-editor';
import { useSignatureActions } from './use-signature-actions';

export const visualSignaturesQuery = () => getListVisualSignaturesSuspenseQueryOptions();
export const userQuery = () => getGetUserSuspenseQueryOptions();

/** The list, with the generated default placeholder first when nothing is saved yet. */
export function shownSignatures(list: {
  signatures: VisualSignature[];
  defaultSignature?: VisualSignature;
}): VisualSignature[] {
  const placeholder = list.defaultSignature?.placeholder ? [list.defaultSignature] : [];
  return [...placeholder, ...list.signatures.filter((signature) => !signature.placeholder)];
}

type Editing = { signature?: VisualSignature } | undefined;

export function VisualSignaturesScreen() {
  const { t } = useTranslation(['visual-signatures', 'routes']);
  const list = useSuspenseQuery(visualSignaturesQuery()).data.data;
  const user = useSuspenseQuery(userQuery()).data.data;
  const actions = useSignatureActions();
  const [editing, setEditing] = useState<Editing>();
  const [saving, setSaving] = useState<{ busy: boolean; error?: unknown }>({ busy: false });
  const signatures = shownSignatures(list);
  const close = () => {
    setEditing(undefined);
    setSaving({ busy: false });
  };
  return (
    <ScreenFrame
      title={t('routes:visualSignature')}
      actions={
        <Button colorPalette="brand" onClick={() => setEditing({})}>
          {t('list.new')}
        </Button>
      }
    >
      <Text color="fg.muted">{t('list.intro')}</Text>
      {signatures.length === 0 && <Text>{t('list.empty')}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {signatures.map((signature) => (
          <SignatureCard
            key={signature.id}
            signature={signature}
            onEdit={() => setEditing({ signature })}
          />
        ))}
      </SimpleGrid>
      {editing && (
        <SignatureEditor
          user={user}
          signature={editing.signature}
          saving={saving.busy}
          error={saving.error}
          onClose={close}
          onSave={(result) => {
            setSaving({ busy: true });
            actions
              .save(editing.signature, result)
              .then(close, (error: unknown) => setSaving({ busy: false, error }));
          }}
        />
      )}
    </ScreenFrame>
  );
}
