// /business/developers/api: the business's API users (docs/product.md#calls-api-users: list, create, change the
// description, reset the secret, delete). The server generates user name and secret; the secret
// is shown once, right after create or reset, with a copy button — it is stored only hashed.
import apiUserRow from '@generated/rows/ApiUser.json';
import { Button, HStack, Stack } from '@chakra-ui/react';
import createSchema from '@generated/schemas/createApiUser.json';
import updateSchema from '@generated/schemas/updateApiUser.json';
import {
  createApiUser,
  deleteApiUser,
  resetApiUserSecret,
  updateApiUser,
  useListApiUsers,
} from '@generated/api/api-users/api-users';
import type { ApiUser } from '@generated/model/apiUser';
import type { ApiUserCreate } from '@generated/model/apiUserCreate';
import type { ApiUserCredentials } from '@generated/model/apiUserCredentials';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { BusinessTable } from './business-table';
import { SecretOnce } from './secret-once';
import { useBusinessAction } from './use-business-action';

/** `children`: more developer settings shown last (the route adds the business's webhooks). */
export function ApiUsersScreen({
  businessId,
  children,
}: {
  businessId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useListApiUsers(businessId);
  const users = query.data?.data.items ?? [];
  const [secret, setSecret] = useState<ApiUserCredentials>();
  const [editing, setEditing] = useState<string>();
  const [round, setRound] = useState(0);
  const create = useBusinessAction(
    businessId,
    (body: ApiUserCreate) => createApiUser(businessId, body),
    () => t('api.created'),
  );
  const update = useBusinessAction(
    businessId,
    ({ username, description }: ApiUser) => updateApiUser(businessId, username, { description }),
    () => t('api.updated'),
  );
  const reset = useBusinessAction(
    businessId,
    (username: string) => resetApiUserSecret(businessId, username),
    () => t('api.reset'),
  );
  const remove = useBusinessAction(
    businessId,
    (username: string) => deleteApiUser(businessId, username),
    (username) => t('api.deleted', { username }),
  );
  return (
    <BusinessPage title={t('routes:api')} lead={t('api.lead')}>
      {secret && <SecretOnce credentials={secret} onDone={() => setSecret(undefined)} />}
      <BusinessCard title={t('api.create.title')} text={t('api.create.text')}>
        <SchemaForm<ApiUserCreate>
          key={round}
          schema={createSchema}
          uiSchema={{
            description: {
              'ui:title': t('api.create.field'),
              'ui:placeholder': t('api.create.help'),
            },
          }}
          submitLabel={t('api.create.submit')}
          pending={create.isPending}
          serverError={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (answer) => {
                setSecret((answer as { data: ApiUserCredentials }).data);
                setRound((n) => n + 1);
              },
            })
          }
        />
      </BusinessCard>
      <BusinessCard title={t('api.list.title')}>
        <ListState query={query} empty={t('api.list.empty')}>
          {users.length > 0 && (
            <Stack gap="4">
              <BusinessTable<ApiUser>
                schema={apiUserRow}
                rows={users}
                columns={['username', 'description', 'createdAt']}
                caption={t('api.list.title')}
                rowKey={(user) => user.username}
                actions={(user) => (
                  <HStack gap="2" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('api.editOf', { username: user.username })}
                      onClick={() => setEditing(user.username)}
                    >
                      {t('api.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={reset.isPending && reset.variables === user.username}
                      aria-label={t('api.resetOf', { username: user.username })}
                      onClick={() =>
                        reset.mutate(user.username, {
                          onSuccess: (answer) =>
                            setSecret((answer as { data: ApiUserCredentials }).data),
                        })
                      }
                    >
                      {t('api.resetSecret')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={remove.isPending && remove.variables === user.username}
                      aria-label={t('api.deleteOf', { username: user.username })}
                      onClick={() => remove.mutate(user.username)}
                    >
                      {t('api.delete')}
                    </Button>
                  </HStack>
                )}
              />
              {users
                .filter((user) => user.username === editing)
                .map((user) => (
                  <BusinessCard
                    key={user.username}
                    title={t('api.editTitle', { username: user.username })}
                  >
                    <SchemaForm<{ description: string }>
                      schema={updateSchema}
                      formData={{ description: user.description }}
                      uiSchema={{ description: { 'ui:title': t('api.create.field') } }}
                      submitLabel={t('api.save')}
                      pending={update.isPending}
                      serverError={update.error}
                      onSubmit={({ description }) =>
                        update.mutate(
                          { ...user, description },
                          { onSuccess: () => setEditing(undefined) },
                        )
                      }
                      footer={
                        <Button variant="ghost" onClick={() => setEditing(undefined)}>
                          {t('common.cancel')}
                        </Button>
                      }
                    />
                  </BusinessCard>
                ))}
            </Stack>
          )}
        </ListState>
      </BusinessCard>
      {children}
    </BusinessPage>
  );
}
