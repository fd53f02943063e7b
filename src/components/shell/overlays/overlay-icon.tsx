// The round status mark at the top of an overlay (inline SVG: no icon library in the bundle).
import { Box, Spinner } from '@chakra-ui/react';

export type OverlayTone = 'success' | 'error' | 'warning' | 'info' | 'progress';

const PATHS: Record<Exclude<OverlayTone, 'progress'>, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M7 7l10 10M17 7L7 17',
  warning: 'M12 6v8M12 17.5v.5',
  info: 'M12 10.5v7M12 6.5v.5',
};
const PALETTE: Record<OverlayTone, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
  progress: 'blue',
};

export function OverlayIcon({ tone }: { tone: OverlayTone }) {
  const palette = PALETTE[tone];
  return (
    <Box
      aria-hidden
      boxSize="16"
      borderRadius="full"
      bg={`${palette}.100`}
      color={`${palette}.600`}
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {tone === 'progress' ? (
        <Spinner size="xl" borderWidth="3px" />
      ) : (
        <svg
          width="36"
          height="36"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={PATHS[tone]} />
        </svg>
      )}
    </Box>
  );
}
