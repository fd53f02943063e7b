// The selection box of one row of a schema table: a bare box named for screen readers in the
// table's first column, a box with its words on a card.
import { Checkbox } from '@chakra-ui/react';
import type { SelectionBoxProps } from './table-props';

export function SelectionBox<Row>({ selection, row, rowKey, labelled }: SelectionBoxProps<Row>) {
  const toggle = (on: boolean) => {
    const next = new Set(selection.selected);
    if (on) next.add(rowKey);
    else next.delete(rowKey);
    selection.onChange(next);
  };
  const label = selection.label(row);
  return (
    <Checkbox.Root
      size="sm"
      mb={labelled ? '2' : undefined}
      checked={selection.selected.has(rowKey)}
      disabled={selection.disabled?.(row)}
      onCheckedChange={({ checked }) => toggle(checked === true)}
    >
      <Checkbox.HiddenInput aria-label={labelled ? undefined : label} />
      <Checkbox.Control />
      {labelled && <Checkbox.Label fontWeight="semibold">{label}</Checkbox.Label>}
    </Checkbox.Root>
  );
}
