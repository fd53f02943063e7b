// The loaded half of a dashboard row's actions (row-actions-menu.tsx): Chakra's menu around the
// same button, opened at once when the person already pressed it while the code was loading.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef, type ComponentType } from 'react';

export interface RowMenuProps {
  /** The button's accessible name (it says which request). */
  label: string;
  /** The button's visible text. */
  text: string;
  items: { value: string; label: string; danger: boolean }[];
  onSelect: (value: string) => void;
  /** Pressed before the menu's code was there: open, by keyboard with the first item active. */
  opening?: 'pointer' | 'keyboard';
  /** The placeholder button had focus: the trigger takes it. */
  focusTrigger: boolean;
}

export type RowMenuView = ComponentType<RowMenuProps>;

export function RowActionsMenuView({
  label,
  text,
  items,
  onSelect,
  opening,
  focusTrigger,
}: RowMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Once, when the menu replaces the placeholder: an open menu moves focus itself.
    if (focusTrigger && !opening) trigger.current?.focus();
  }, []);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={opening !== undefined}
      defaultHighlightedValue={opening === 'keyboard' ? items[0]?.value : undefined}
      onSelect={({ value }) => onSelect(value)}
    >
      <Menu.Trigger asChild>
        <Button ref={trigger} size="xs" variant="outline" aria-label={label}>
          {text}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                color={item.danger ? 'fg.error' : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
