// A labelled input (or textarea) with its error line, for the small forms inside dialogs.
import { Field, Input, Textarea } from '@chakra-ui/react';
import type { HTMLAttributes } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: string;
  type?: 'text' | 'email' | 'password' | 'date' | 'number';
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
}

export function TextField(props: TextFieldProps) {
  const shared = {
    value: props.value,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    autoFocus: props.autoFocus,
  };
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      {props.multiline ? (
        <Textarea {...shared} rows={4} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <Input
          {...shared}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
