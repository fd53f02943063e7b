// The schema table with what the business lists need on top: an actions column and a selection
// column (batch actions), both added as extra properties of the row schema so the table's own
// API stays as it is. Column titles come from `forms:columns.<path>`. Below the md breakpoint
// (phones) the same rows are cards instead (row-cards.tsx): a table cut off its last columns there.
import { chakra, Checkbox } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaTable } from '@/components/schema-table/schema-table';
import { useWideScreen } from '@/components/shell/use-wide-screen';
import { RowCards } from './row-cards';
import { ROW_DEFS, type RowSchemaName } from './row-schemas';

export interface BusinessTableProps<Row> {
  /** A definition of row-schemas.ts (the contract's response schema of one row). */
  row: RowSchemaName;
  rows: Row[];
  columns: string[];
  caption: string;
  rowKey: (row: Row) => string;
  /** Buttons of one row, shown in the last column. */
  actions?: (row: Row) => ReactNode;
  renderCell?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** Selection for batch actions: the selected keys and how to change them. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    label: (row: Row) => string;
    disabled?: (row: Row) => boolean;
  };
}

/** The value at a dotted path of a row ('signer.email'). */
function valueAt(row: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      row,
    );
}

export function BusinessTable<Row>(props: BusinessTableProps<Row>) {
  const { row, rows, columns, caption, rowKey, actions, selection } = props;
  const { t } = useTranslation('business');
  const wide = useWideScreen('md');
  const schema = useMemo(() => {
    const base = ROW_DEFS.$defs[row];
    const extra: Record<string, object> = {};
    if (selection) extra.select = { type: 'string' };
    if (actions) extra.actions = { type: 'string' };
    return { ...base, properties: { ...base.properties, ...extra } };
  }, [row, selection, actions]);
  // A wide table scrolls inside its own area on small screens; keyboard users must reach that
  // area too (axe: scrollable-region-focusable), so it becomes a named, focusable region.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = frame.current?.firstElementChild;
    if (!area || area.tagName === 'P') return;
    area.setAttribute('tabindex', '0');
    area.setAttribute('role', 'region');
    area.setAttribute('aria-label', caption);
  });
  const paths = [...(selection ? ['select'] : []), ...columns, ...(actions ? ['actions'] : [])];
  const toggle = (key: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  // An e-mail address has no space to break at: a long one (plus addressing, long domains) would
  // push the table past its card and hide the actions column. It may break anywhere instead, but
  // keeps a readable width where the table scrolls anyway (phones).
  const addresses = Object.fromEntries(
    columns
      .filter((path) => /(^|\.)email$/i.test(path))
      .map((path) => [
        path,
        (item: Row) => (
          <chakra.span display="block" minW="18ch" whiteSpace="normal" overflowWrap="anywhere">
            {String(valueAt(item, path) ?? '')}
          </chakra.span>
        ),
      ]),
  );
  const renderCell: Partial<Record<string, (row: Row) => ReactNode>> = {
    ...addresses,
    ...props.renderCell,
    ...(selection && {
      select: (item: Row) => (
        <Checkbox.Root
          size="sm"
          checked={selection.selected.has(rowKey(item))}
          disabled={selection.disabled?.(item)}
          onCheckedChange={({ checked }) => toggle(rowKey(item), checked === true)}
        >
          <Checkbox.HiddenInput aria-label={t('common.select', { name: selection.label(item) })} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    }),
    // The row's buttons stay on one line; the other columns give way.
    ...(actions && {
      actions: (item: Row) => <chakra.div whiteSpace="nowrap">{actions(item)}</chakra.div>,
    }),
  };
  if (!wide) {
    return (
      <RowCards<Row>
        {...props}
        schema={ROW_DEFS.$defs[row]}
        rootSchema={ROW_DEFS}
        renderCell={{ ...addresses, ...props.renderCell }}
      />
    );
  }
  return (
    <div ref={frame}>
      <SchemaTable<Row>
        schema={schema}
        rootSchema={{ ...ROW_DEFS, ...schema }}
        rows={rows}
        columns={paths}
        rowKey={(item) => rowKey(item)}
        renderCell={renderCell}
        caption={caption}
      />
    </div>
  );
}
