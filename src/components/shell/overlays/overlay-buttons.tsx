// The usual overlay actions: an optional secondary button and the primary one.
import { Button } from '@chakra-ui/react';

interface OverlayButtonsProps {
  primary: string;
  onPrimary?: () => void;
  secondary?: string;
  onSecondary?: () => void;
  loading: boolean;
  disabled?: boolean;
  danger?: boolean;
}

export function OverlayButtons(props: OverlayButtonsProps) {
  return (
    <>
      {props.secondary && (
        <Button variant="outline" size="lg" disabled={props.loading} onClick={props.onSecondary}>
          {props.secondary}
        </Button>
      )}
      <Button
        size="lg"
        type={props.onPrimary ? 'button' : 'submit'}
        colorPalette={props.danger ? 'red' : 'blue'}
        loading={props.loading}
        disabled={props.disabled}
        onClick={props.onPrimary}
      >
        {props.primary}
      </Button>
    </>
  );
}
