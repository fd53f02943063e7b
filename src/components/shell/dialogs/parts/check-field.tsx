// A checkbox with its label, used where the user must confirm or accept something.
import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CheckFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

export function CheckField({ checked, onChange, children }: CheckFieldProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
