// The columns of a schema table with their translated titles and the formatted text of a cell:
// shared by the table and by the cards that show the same rows on a phone.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { humanise, type JsonSchema } from '@/components/schema-form/json-schema';
import { cellText } from './cell-text';
import { tableColumns, valueAt, type TableColumn } from './table-columns';

export function useTableCells(
  schema: object,
  rootSchema: object | undefined,
  paths: string[] | undefined,
  timeZone?: string,
) {
  const { t, i18n } = useTranslation('forms');
  const columns = useMemo(
    () => tableColumns(schema as JsonSchema, (rootSchema ?? schema) as JsonSchema, paths),
    [schema, rootSchema, paths],
  );
  const context = { locale: i18n.language, t, timeZone };
  const title = (path: string) => {
    const last = path.split('.').pop() ?? path;
    const keys = [`columns.${path}`, `fields.${path}`, `fields.${last}`];
    return t(keys, { defaultValue: humanise(last) });
  };
  const text = (row: unknown, column: TableColumn) =>
    cellText(valueAt(row, column.path), column, context);
  return { columns, title, text, t };
}
