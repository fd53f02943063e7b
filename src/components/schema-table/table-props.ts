// What a schema table takes: the row schema and rows, and the per-column overrides a screen adds
// (titles from its own namespace, custom cells, the row's buttons, cards on a phone).
import type { ComponentType, ReactNode } from 'react';
import type { TableSort } from './table-sort';

export interface SchemaTableProps<Row> {
  /**
   * The schema of one row: a generated row schema (`import row from '@generated/rows/Member.json'`),
   * whose `$ref`s point into its own `$defs`, or a part of one (a `$ref` resolves against `rootSchema`).
   */
  schema: object;
  /** Where `$ref`s point: a schema with `$defs`; defaults to `schema`. */
  rootSchema?: object;
  rows: Row[];
  /** Property paths to show, in order (`sender.name` reaches into objects); default every scalar. */
  columns?: string[];
  /** Row identity; default the row's `id`, else its index. */
  rowKey?: (row: Row, index: number) => string;
  /** Custom content for some columns, by path (links, buttons); the rest is formatted. */
  renderCell?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** Column titles by path where the screen words them itself; the rest from `forms:columns`. */
  titles?: Partial<Record<string, string>>;
  /** Columns whose values line up at the end (amounts). */
  alignEnd?: readonly string[];
  /** Accessible name of the table. */
  caption?: string;
  /** Shows the caption above the rows too (a table without a heading of its own). */
  showCaption?: boolean;
  timeZone?: string;
  /** Columns the API can sort by; their headers become buttons that call `onSortChange`. */
  sortable?: string[];
  /** The sort the rows arrived in. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** What one row offers (open, remind, download…), shown in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /** Keeps a row's buttons on one line in the table (the other columns give way). */
  actionsOnOneLine?: boolean;
  /** The last column's title; default `forms:table.actions`. */
  actionsTitle?: string;
  /** Shown instead of the default text when there are no rows (what to do next). */
  empty?: ReactNode;
  /**
   * Below this display breakpoint the rows are cards instead (schema-cards.tsx): a phone would
   * cut the table off its last columns. Without it the table scrolls sideways in its own area.
   */
  cardsBelow?: 'sm' | 'md' | 'lg';
  /** Selection for batch actions: a first column of boxes (on a card, a labelled box on top). */
  selection?: TableSelection<Row>;
  /** A test id on each table row. */
  rowTestId?: string;
}

export interface TableSelection<Row> {
  /** The keys (`rowKey`) of the selected rows. */
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The box's words for one row ("Select anna@example.com"). */
  label: (row: Row) => string;
  disabled?: (row: Row) => boolean;
  /**
   * The box itself (`SelectionBox` of ./selection-box): handed in by the screen that selects, so
   * the tables without selection (the dashboard's, a first screen) do not load the checkbox.
   */
  box: ComponentType<SelectionBoxProps<Row>>;
}

export interface SelectionBoxProps<Row> {
  selection: TableSelection<Row>;
  row: Row;
  rowKey: string;
  /** Shows the words beside the box (a card) instead of naming it only (a table cell). */
  labelled?: boolean;
}
