// rjsf's text input for the Chakra theme. The theme's own template gives the Chakra field a
// generated control id while the input keeps rjsf's id, so the label points at nothing (screen
// readers and getByLabelText find no name); here the field is told the input's id.
import { Field, Input } from '@chakra-ui/react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds, getInputProps, labelValue } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, label, hideLabel, schema, options, required, readonly } =
    props;
  const { onChange, onChangeOverride, onBlur, onFocus, rawErrors, autofocus, placeholder } = props;
  const inputProps = getInputProps(schema, type, options);
  const change = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? options.emptyValue : target.value);
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <Field.Root
      ids={{ control: id }}
      mb={1}
      disabled={props.disabled || readonly}
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
      <Input
        id={id}
        name={htmlName || id}
        value={value || value === 0 ? value : ''}
        onChange={onChangeOverride || change}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value)}
        onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
        autoFocus={autofocus}
        placeholder={placeholder}
        autoComplete={options.autocomplete as string | undefined}
        {...inputProps}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </Field.Root>
  );
}
