// /business/activity: the business's activity logs (docs/product.md#calls-activity) — accounts, signatures and
// identifications — with the event-log query of docs/product.md#entities-seals-api-users (page, size, sort order, start and
// end date) and the CSV exports (signatures grouped by cost centres or other; identifications),
// saved under the file name the server gives.
import activityAccountRow from '@generated/rows/ActivityAccount.json';
import activityIdentificationRow from '@generated/rows/ActivityIdentification.json';
import activitySignatureRow from '@generated/rows/ActivitySignature.json';
import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  exportIdentificationActivities,
  exportSignatureActivities,
  useListAccountActivities,
  useListIdentificationActivities,
  useListSignatureActivities,
} from '@generated/api/activity/activity';
import type { ActivityAccount } from '@generated/model/activityAccount';
import type { ActivityIdentification } from '@generated/model/activityIdentification';
import type { ActivitySignature } from '@generated/model/activitySignature';
import type { ExportSignatureActivitiesGroupBy } from '@generated/model/exportSignatureActivitiesGroupBy';
import type { PageInfo } from '@generated/model/pageInfo';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAnswer } from '@/components/document-viewer/save-file';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { ActivityDateField } from './activity-date-field';
import { ActivityTabs, type ActivityTab } from './activity-tabs';
import {
  DEFAULT_EVENT_LOG_QUERY,
  eventLogParams,
  type EventLogQuery,
  type SortOrder,
} from '@/lib/event-log-query';
import { formatMinorUnits } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { failureText, personName, type PersonLike } from './business-data';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { BusinessTable } from './business-table';
import { Pager } from './pager';

export const PAGE_SIZES = [10, 20, 50, 100];

export function ActivityScreen({
  businessId,
  tab,
  onTab,
}: {
  businessId: string;
  tab: ActivityTab;
  onTab: (tab: ActivityTab) => void;
}) {
  const { t } = useTranslation(['business', 'routes']);
  const [query, setQuery] = useState<EventLogQuery>(DEFAULT_EVENT_LOG_QUERY);
  const page = (number: number) => setQuery((current) => ({ ...current, page: number }));
  const change = (next: Partial<EventLogQuery>) =>
    setQuery((current) => ({ ...current, page: 0, ...next }));
  return (
    <BusinessPage title={t('routes:businessActivity')} lead={t('activityLog.lead')}>
      <ActivityTabs
        tab={tab}
        onChange={(next) => {
          setQuery((current) => ({ ...current, page: 0 }));
          onTab(next);
        }}
      >
        <Stack gap="4">
          <QueryBar query={query} onChange={change} />
          {tab !== 'accounts' && <ExportBar businessId={businessId} tab={tab} query={query} />}
          {tab === 'accounts' && (
            <AccountsLog businessId={businessId} query={query} onPage={page} />
          )}
          {tab === 'signatures' && (
            <SignaturesLog businessId={businessId} query={query} onPage={page} />
          )}
          {tab === 'identifications' && (
            <IdentificationsLog businessId={businessId} query={query} onPage={page} />
          )}
        </Stack>
      </ActivityTabs>
    </BusinessPage>
  );
}

function QueryBar({
  query,
  onChange,
}: {
  query: EventLogQuery;
  onChange: (next: Partial<EventLogQuery>) => void;
}) {
  const { t } = useTranslation('business');
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 4 }}
      gap="3"
      role="group"
      aria-label={t('activityLog.filters')}
    >
      <ActivityDateField
        label={t('activityLog.startDate')}
        value={query.startDate}
        max={query.endDate}
        onChange={(startDate) => onChange({ startDate })}
      />
      <ActivityDateField
        label={t('activityLog.endDate')}
        value={query.endDate}
        min={query.startDate}
        onChange={(endDate) => onChange({ endDate })}
      />
      <Field.Root>
        <Field.Label>{t('activityLog.sort')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={query.sortOrder}
            onChange={(event) => onChange({ sortOrder: event.currentTarget.value as SortOrder })}
          >
            <option value="desc">{t('activityLog.newest')}</option>
            <option value="asc">{t('activityLog.oldest')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('activityLog.size')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={String(query.size)}
            onChange={(event) => onChange({ size: Number(event.currentTarget.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </SimpleGrid>
  );
}

/** The export's wire dates: only the dates the user chose. */
const exportDates = (query: EventLogQuery) => {
  const { start_date, end_date } = eventLogParams(query);
  return { ...(start_date ? { start_date } : {}), ...(end_date ? { end_date } : {}) };
};

function ExportBar({
  businessId,
  tab,
  query,
}: {
  businessId: string;
  tab: Exclude<ActivityTab, 'accounts'>;
  query: EventLogQuery;
}) {
  const { t } = useTranslation(['business', 'errors']);
  const [groupBy, setGroupBy] = useState<ExportSignatureActivitiesGroupBy>('cost_centers');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const answer =
        tab === 'signatures'
          ? await exportSignatureActivities(businessId, {
              group_by: groupBy,
              ...exportDates(query),
            })
          : await exportIdentificationActivities(businessId, exportDates(query));
      saveAnswer(answer, `${tab}.csv`);
    } catch (error) {
      showSnackbar({ message: failureText(error, t), color: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="3" wrap="wrap" align="end">
      {tab === 'signatures' && (
        <Field.Root maxW="xs">
          <Field.Label>{t('activityLog.groupBy')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={groupBy}
              onChange={(event) =>
                setGroupBy(event.currentTarget.value as ExportSignatureActivitiesGroupBy)
              }
            >
              <option value="cost_centers">{t('activityLog.groups.cost_centers')}</option>
              <option value="other">{t('activityLog.groups.other')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Button colorPalette="blue" variant="outline" loading={busy} onClick={() => void run()}>
        {t(`activityLog.export.${tab}`)}
      </Button>
    </HStack>
  );
}

function LogCard({
  title,
  query,
  page,
  onPage,
  empty,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  page?: PageInfo;
  onPage: (page: number) => void;
  empty: string;
  children: ReactNode;
}) {
  return (
    <BusinessCard title={title}>
      <ListState query={query} empty={empty}>
        {children && (
          <Stack gap="3">
            {children}
            <Pager page={page} onPage={onPage} />
          </Stack>
        )}
      </ListState>
    </BusinessCard>
  );
}

interface LogProps {
  businessId: string;
  query: EventLogQuery;
  onPage: (page: number) => void;
}

const person = (actor: PersonLike | null | undefined) => (actor ? personName(actor) : '–');

function AccountsLog({ businessId, query, onPage }: LogProps) {
  const { t } = useTranslation('business');
  const list = useListAccountActivities(businessId, eventLogParams(query));
  const rows = list.data?.data.items ?? [];
  return (
    <LogCard
      title={t('activity.accounts')}
      query={list}
      page={list.data?.data.page}
      onPage={onPage}
      empty={t('activityLog.empty.accounts')}
    >
      {rows.length > 0 && (
        <BusinessTable<ActivityAccount>
          schema={activityAccountRow}
          rows={rows}
          columns={['occurredAt', 'event', 'account', 'actor', 'role']}
          caption={t('activity.accounts')}
          rowKey={(row) => row.id}
          renderCell={{
            event: (row) => t(`activityLog.events.${row.event}`),
            account: (row) => person(row.account),
            actor: (row) => person(row.actor),
            role: (row) => (row.role ? t(`members.roles.${row.role}`) : '–'),
          }}
        />
      )}
    </LogCard>
  );
}

function SignaturesLog({ businessId, query, onPage }: LogProps) {
  const { t } = useTranslation('business');
  const list = useListSignatureActivities(businessId, eventLogParams(query));
  const rows = list.data?.data.items ?? [];
  return (
    <LogCard
      title={t('activity.signatures')}
      query={list}
      page={list.data?.data.page}
      onPage={onPage}
      empty={t('activityLog.empty.signatures')}
    >
      {rows.length > 0 && (
        <BusinessTable<ActivitySignature>
          schema={activitySignatureRow}
          rows={rows}
          columns={[
            'signedAt',
            'signer',
            'quality',
            'legislation',
            'requestTitle',
            'sender',
            'costCenter',
          ]}
          caption={t('activity.signatures')}
          rowKey={(row) => row.id}
          renderCell={{
            signer: (row) => person(row.signer),
            sender: (row) => person(row.sender),
          }}
        />
      )}
    </LogCard>
  );
}

function IdentificationsLog({ businessId, query, onPage }: LogProps) {
  const { t, i18n } = useTranslation('business');
  const list = useListIdentificationActivities(businessId, eventLogParams(query));
  const rows = list.data?.data.items ?? [];
  return (
    <LogCard
      title={t('activity.identifications')}
      query={list}
      page={list.data?.data.page}
      onPage={onPage}
      empty={t('activityLog.empty.identifications')}
    >
      {rows.length > 0 && (
        <BusinessTable<ActivityIdentification>
          schema={activityIdentificationRow}
          rows={rows}
          columns={['occurredAt', 'person', 'legislation', 'method', 'status', 'cost']}
          caption={t('activity.identifications')}
          rowKey={(row) => row.id}
          renderCell={{
            person: (row) => person(row.person),
            method: (row) => t(`activityLog.methods.${row.method}`),
            cost: (row) => formatMinorUnits(row.cost, row.currency, i18n.language as Locale),
          }}
        />
      )}
    </LogCard>
  );
}
