// A labelled native select for a short list of translated choices.
import { Field, NativeSelect } from '@chakra-ui/react';

export function ChoiceField<T extends string>({
  label,
  value,
  choices,
  onChange,
  helper,
}: {
  label: string;
  value: T;
  choices: readonly { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
  helper?: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as T)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
