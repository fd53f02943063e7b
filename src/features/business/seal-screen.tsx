// /business/seals/{accountname}: one seal — its display name (schema form), its image (PNG or
// JPEG upload, delete; 413 and 415 answered with their catalogue texts) and the members allowed
// to apply it (add from the business's members, remove).
import memberRow from '@generated/rows/Member.json';
import { Box, Button, HStack, Image, NativeSelect, Stack, Text } from '@chakra-ui/react';
import updateSchema from '@generated/schemas/updateSeal.json';
import { useListBusinessMembers } from '@generated/api/members/members';
import {
  addSealMembers,
  deleteSealImage,
  removeSealMembers,
  updateSeal,
  uploadSealImage,
  useGetSeal,
  useGetSealImage,
} from '@generated/api/seals/seals';
import type { Member } from '@generated/model/member';
import type { Seal } from '@generated/model/seal';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebpSupport } from '@/components/image/responsive-image';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { imageFormat, screenDensity } from '@/lib/images';
import { useBlobUrl } from '@/lib/use-blob-url';
import { personName } from './business-data';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { BusinessTable } from './business-table';
import { useBusinessAction } from './use-business-action';

export const SEAL_IMAGE_TYPES = ['image/png', 'image/jpeg'];

export function SealScreen({ businessId, sealName }: { businessId: string; sealName: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useGetSeal(businessId, sealName);
  const seal = query.data?.data;
  return (
    <BusinessPage title={seal ? seal.displayName : t('routes:seal')} lead={t('seal.lead')}>
      <ListState query={query}>
        {seal && (
          <>
            <NameCard businessId={businessId} seal={seal} />
            <ImageCard businessId={businessId} seal={seal} />
            <SealMembersCard businessId={businessId} seal={seal} />
          </>
        )}
      </ListState>
    </BusinessPage>
  );
}

function NameCard({ businessId, seal }: { businessId: string; seal: Seal }) {
  const { t } = useTranslation('business');
  const save = useBusinessAction(
    businessId,
    (displayName: string) => updateSeal(businessId, seal.accountName, { displayName }),
    () => t('seal.name.saved'),
  );
  return (
    <BusinessCard
      title={t('seal.name.title')}
      text={t('seal.name.text', {
        quality: t(`seals.qualities.${seal.quality}`),
        account: seal.accountName,
      })}
    >
      <SchemaForm<{ displayName: string }>
        schema={updateSchema}
        formData={{ displayName: seal.displayName }}
        uiSchema={{ displayName: { 'ui:title': t('seal.name.field') } }}
        submitLabel={t('seal.name.submit')}
        pending={save.isPending}
        serverError={save.error}
        onSubmit={({ displayName }) => save.mutate(displayName)}
      />
    </BusinessCard>
  );
}

/** The seal image's shown height in CSS pixels. */
const SEAL_IMAGE_HEIGHT = 160;

function ImageCard({ businessId, seal }: { businessId: string; seal: Seal }) {
  const { t } = useTranslation('business');
  const input = useRef<HTMLInputElement>(null);
  // The image needs the session, so the API client fetches it (no srcset): the server's resizer
  // makes the variant for the shown height at this screen's density, in WebP where the browser
  // decodes it (asked once the WebP test has answered, so only one format is downloaded).
  const webp = useWebpSupport();
  const variant =
    webp === undefined
      ? undefined
      : {
          height: SEAL_IMAGE_HEIGHT * screenDensity(),
          fit: 'inside' as const,
          format: imageFormat(webp),
        };
  const image = useGetSealImage(businessId, seal.accountName, variant, {
    query: { enabled: seal.hasImage && variant !== undefined },
  });
  const blob = image.data?.data as Blob | undefined;
  const url = useBlobUrl(seal.hasImage ? blob : undefined);
  const upload = useBusinessAction(
    businessId,
    // The generated type says string (the part has no schema type); FormData takes the File.
    (file: File) =>
      uploadSealImage(businessId, seal.accountName, { file: file as unknown as string }),
    () => t('seal.image.uploaded'),
  );
  const remove = useBusinessAction(
    businessId,
    () => deleteSealImage(businessId, seal.accountName),
    () => t('seal.image.deleted'),
  );
  return (
    <BusinessCard title={t('seal.image.title')} text={t('seal.image.text')}>
      <Stack gap="3">
        {seal.hasImage && url ? (
          <Box borderWidth="1px" rounded="md" p="3" maxW="xs">
            <Image
              src={url}
              alt={t('seal.image.alt', { name: seal.displayName })}
              maxH={`${SEAL_IMAGE_HEIGHT}px`}
            />
          </Box>
        ) : (
          <Text color="fg.muted">{t('seal.image.none')}</Text>
        )}
        <input
          ref={input}
          type="file"
          accept={SEAL_IMAGE_TYPES.join(',')}
          hidden
          aria-label={t('seal.image.choose')}
          data-testid="seal-image-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="blue"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {seal.hasImage ? t('seal.image.replace') : t('seal.image.upload')}
          </Button>
          {seal.hasImage && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined)}
            >
              {t('seal.image.delete')}
            </Button>
          )}
        </HStack>
      </Stack>
    </BusinessCard>
  );
}

function SealMembersCard({ businessId, seal }: { businessId: string; seal: Seal }) {
  const { t } = useTranslation('business');
  const business = useListBusinessMembers(businessId, { size: 100 });
  const members = seal.members ?? [];
  const candidates = (business.data?.data.items ?? []).filter(
    (member) => !members.some((current) => current.id === member.id),
  );
  const [choice, setChoice] = useState('');
  const add = useBusinessAction(
    businessId,
    (id: string) => addSealMembers(businessId, seal.accountName, { members: [id] }),
    () => t('seal.members.added'),
  );
  const remove = useBusinessAction(
    businessId,
    (member: Member) => removeSealMembers(businessId, seal.accountName, { members: [member.id] }),
    (member) => t('seal.members.removed', { name: personName(member) }),
  );
  return (
    <BusinessCard title={t('seal.members.title')} text={t('seal.members.text')}>
      <Stack
        as="form"
        direction={{ base: 'column', sm: 'row' }}
        gap="2"
        align={{ base: 'stretch', sm: 'end' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (choice) add.mutate(choice, { onSuccess: () => setChoice('') });
        }}
      >
        <NativeSelect.Root size="sm" maxW={{ sm: 'xs' }} disabled={candidates.length === 0}>
          <NativeSelect.Field
            aria-label={t('seal.members.choose')}
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
          >
            <option value="">{t('seal.members.choose')}</option>
            {candidates.map((member) => (
              <option key={member.id} value={member.id}>
                {personName(member)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          type="submit"
          size="sm"
          colorPalette="blue"
          disabled={!choice}
          loading={add.isPending}
        >
          {t('seal.members.add')}
        </Button>
      </Stack>
      {members.length === 0 ? (
        <Text color="fg.muted" data-testid="empty-state">
          {t('seal.members.empty')}
        </Text>
      ) : (
        <BusinessTable<Member>
          schema={memberRow}
          rows={members}
          columns={['firstName', 'lastName', 'email']}
          caption={t('seal.members.title')}
          rowKey={(member) => member.id}
          actions={(member) => (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={remove.isPending && remove.variables?.id === member.id}
              aria-label={t('seal.members.removeOf', { name: personName(member) })}
              onClick={() => remove.mutate(member)}
            >
              {t('seal.members.remove')}
            </Button>
          )}
        />
      )}
    </BusinessCard>
  );
}
