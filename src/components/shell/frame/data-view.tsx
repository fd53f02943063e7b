// Shows an API answer as a person would read it: a list of items as a table of their simple
// fields, an object as labelled values. Screens whose own design comes later show their data
// through it, so what the route loaded is visible and checkable.
import { Badge, Box, DataList, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

type Row = Record<string, unknown>;

/** camelCase / snake_case field name → "Camel case". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function formatValue(value: unknown, locale = 'en-gb'): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    return formatDate(value, locale as Locale);
  }
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) {
    return value.every((item) => typeof item !== 'object')
      ? value.join(', ')
      : String(value.length);
  }
  if (typeof value === 'object') return `${Object.keys(value).length} …`;
  return String(value);
}

const isScalar = (value: unknown) => value === null || typeof value !== 'object';
const scalarKeys = (row: Row) =>
  Object.keys(row)
    .filter((key) => isScalar(row[key]))
    .slice(0, 6);

function ItemTable({ rows, empty }: { rows: Row[]; empty: string }) {
  const { i18n } = useTranslation();
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  const keys = scalarKeys(rows[0]);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {keys.map((key) => (
              <Table.ColumnHeader key={key}>{fieldLabel(key)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={String(row.id ?? row.username ?? index)}>
              {keys.map((key) => (
                <Table.Cell key={key}>{formatValue(row[key], i18n.language)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function DataView({ data, empty = '–' }: { data: unknown; empty?: string }) {
  const { i18n } = useTranslation();
  if (Array.isArray(data)) return <ItemTable rows={data as Row[]} empty={empty} />;
  if (data === null || typeof data !== 'object')
    return <Badge>{formatValue(data, i18n.language)}</Badge>;
  const entries = Object.entries(data as Row);
  const list = entries.find(([, value]) => Array.isArray(value) && value.some((v) => !isScalar(v)));
  return (
    <Box>
      <DataList.Root orientation="horizontal" size="sm">
        {entries
          .filter(([, value]) => isScalar(value) || (Array.isArray(value) && value.every(isScalar)))
          .map(([key, value]) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{fieldLabel(key)}</DataList.ItemLabel>
              <DataList.ItemValue>{formatValue(value, i18n.language)}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
      {list && (
        <Box mt="4">
          <Text fontWeight="semibold" mb="2">
            {fieldLabel(list[0])}
          </Text>
          <ItemTable rows={list[1] as Row[]} empty={empty} />
        </Box>
      )}
    </Box>
  );
}
