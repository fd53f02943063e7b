// A row of score buttons (1–5 satisfaction, 0–10 recommendation) with the two end labels.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';

interface RatingScaleProps {
  from: number;
  to: number;
  value: number | undefined;
  onChange: (value: number) => void;
  lowLabel: string;
  highLabel: string;
  label: string;
}

export function RatingScale(props: RatingScaleProps) {
  const scores = Array.from({ length: props.to - props.from + 1 }, (_, i) => props.from + i);
  return (
    <Stack gap="2" role="radiogroup" aria-label={props.label}>
      <Text fontWeight="medium">{props.label}</Text>
      <HStack gap="1" wrap="wrap">
        {scores.map((score) => (
          <Button
            key={score}
            size="sm"
            minW="9"
            role="radio"
            aria-checked={props.value === score}
            variant={props.value === score ? 'solid' : 'outline'}
            colorPalette="blue"
            onClick={() => props.onChange(score)}
          >
            {score}
          </Button>
        ))}
      </HStack>
      <HStack justify="space-between" color="fg.muted" fontSize="sm">
        <Text>{props.lowLabel}</Text>
        <Text>{props.highLabel}</Text>
      </HStack>
    </Stack>
  );
}
