// The schema form's widgets for booleans, enums and long texts, light versions of the Chakra
// theme's: @rjsf/chakra-ui's own widgets read `ui:options.chakra` through Chakra's full default
// system (every recipe of the library, about 49 KB gzip, on every screen) and its enum select is
// a JavaScript listbox with its collection machinery. Here an enum is a native select, which a
// phone shows with its own picker; numbers and the rest use rjsf's defaults over our
// BaseInputTemplate.
import { Checkbox, Field, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  labelValue,
  optionId,
  schemaRequiresTrueValue,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';

export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, label, hideLabel, schema, required } = props;
  const { onChange, onBlur, onFocus } = props;
  const trueValueRequired = schemaRequiresTrueValue(schema) && required;
  return (
    <Field.Root mb={1} required={required} invalid={!!props.rawErrors?.length}>
      <Checkbox.Root
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        onCheckedChange={({ checked }) => onChange(checked === true)}
        onBlur={({ target }: FocusEvent<HTMLLabelElement>) =>
          onBlur(id, (target as unknown as HTMLInputElement).checked)
        }
        onFocus={({ target }: FocusEvent<HTMLLabelElement>) =>
          onFocus(id, (target as unknown as HTMLInputElement).checked)
        }
        aria-describedby={ariaDescribedByIds(id)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control>
          <Checkbox.Indicator />
        </Checkbox.Control>
        {!hideLabel && label && (
          <Checkbox.Label>
            <Text as="span">
              {label}
              {trueValueRequired && <Field.RequiredIndicator />}
            </Text>
          </Checkbox.Label>
        )}
      </Checkbox.Root>
    </Field.Root>
  );
}

/** One entry of a list the screen gives in `ui:choices`. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * An enum as a native select: options by index, so values of any type survive the round trip.
 * A list that depends on the user's language (countries by name) comes from the screen as
 * `ui:choices` instead of the schema's enum: the schema stays the generated one, whose validators
 * the codegen made (a schema changed in the browser would have none).
 */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, options, label, hideLabel, placeholder, required, disabled } = props;
  const { readonly, value, autofocus, onChange, onBlur, onFocus, rawErrors, schema } = props;
  const { enumDisabled, emptyValue } = options;
  const enumOptions = (options.choices as Choice[] | undefined) ?? options.enumOptions ?? [];
  const decode = (index: string) => enumOptionsValueForIndex(index, enumOptions, emptyValue);
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <Field.Root
      ids={{ control: id }}
      mb={1}
      disabled={disabled || readonly}
      required={required}
      readOnly={readonly}
      invalid={!!rawErrors?.length}
    >
      {shownLabel && (
        <Field.Label>
          {shownLabel}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          name={htmlName || id}
          value={selected === undefined ? '' : String(selected)}
          autoFocus={autofocus}
          onChange={({ target }: ChangeEvent<HTMLSelectElement>) => onChange(decode(target.value))}
          onBlur={({ target }: FocusEvent<HTMLSelectElement>) => onBlur(id, decode(target.value))}
          onFocus={({ target }: FocusEvent<HTMLSelectElement>) => onFocus(id, decode(target.value))}
          aria-describedby={ariaDescribedByIds(id)}
        >
          {schema.default === undefined && (
            <option value="" disabled hidden>
              {placeholder || ''}
            </option>
          )}
          {enumOptions.map((option, index) => (
            <option
              key={index}
              value={String(index)}
              disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}
            >
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly, label, hideLabel } = props;
  const { onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const decode = (index: string) => enumOptionsValueForIndex(index, enumOptions, emptyValue);
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <Field.Root mb={1} disabled={disabled || readonly} required={required} readOnly={readonly}>
      {shownLabel && (
        <Field.Label>
          {shownLabel}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <RadioGroup.Root
        name={htmlName || id}
        value={selected === undefined ? null : String(selected)}
        onValueChange={({ value: index }) => onChange(decode(index ?? ''))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
      >
        <Stack direction={options.inline ? 'row' : 'column'}>
          {enumOptions.map((option, index) => (
            <RadioGroup.Item
              key={index}
              id={optionId(id, index)}
              value={String(index)}
              disabled={
                disabled ||
                readonly ||
                (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))
              }
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Field.Root>
  );
}

export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, placeholder, value, label, hideLabel, disabled, autofocus } = props;
  const { readonly, onBlur, onFocus, onChange, options, required, rawErrors } = props;
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <Field.Root
      ids={{ control: id }}
      mb={1}
      disabled={disabled || readonly}
      required={required}
      readOnly={readonly}
      invalid={!!rawErrors?.length}
    >
      {shownLabel && (
        <Field.Label>
          {shownLabel}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <Textarea
        id={id}
        name={htmlName || id}
        value={value ?? ''}
        placeholder={placeholder}
        autoFocus={autofocus}
        rows={options.rows}
        onChange={({ target }) => onChange(target.value === '' ? options.emptyValue : target.value)}
        onBlur={({ target }) => onBlur(id, target.value)}
        onFocus={({ target }) => onFocus(id, target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </Field.Root>
  );
}

export const widgets = { CheckboxWidget, SelectWidget, RadioWidget, TextareaWidget };
