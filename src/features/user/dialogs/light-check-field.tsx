// The accept-terms gate's checkbox: the shell's CheckField (Chakra's checkbox recipe, a label
// around a visually hidden input) as it looks, on the browser's own checkbox instead of the
// checkbox state machine — the gate opens as a new account's first screen loads
// (light-dialog-frame.tsx says why that counts).
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

interface LightCheckFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

export function LightCheckField({ checked, onChange, children }: LightCheckFieldProps) {
  const styles = useSlotRecipe({ key: 'checkbox' })({});
  // The ring shows for the keyboard's focus only, as the machine's data-focus-visible does.
  const [focusVisible, setFocusVisible] = useState(false);
  const state = checked ? 'checked' : 'unchecked';
  return (
    <chakra.label css={styles.root} data-state={state}>
      <chakra.input
        type="checkbox"
        srOnly
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onFocus={(event) => setFocusVisible(event.target.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
      />
      <chakra.div
        aria-hidden
        css={styles.control}
        data-state={state}
        data-focus-visible={focusVisible ? '' : undefined}
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3px"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {checked && <polyline points="20 6 9 17 4 12" />}
        </svg>
      </chakra.div>
      <chakra.span css={styles.label}>{children}</chakra.span>
    </chakra.label>
  );
}
