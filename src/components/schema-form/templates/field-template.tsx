// How one field is laid out: its fieldset (description as legend, help, the widget, errors),
// wrapped, when the field is an additional property of an object, in a row with the property's
// editable name and a remove button. Adapted from @rjsf/chakra-ui 6.10 (Apache-2.0):
// FieldTemplate and WrapIfAdditionalTemplate; the name's label now points at its input (the
// theme's Field gave the label a generated id its input did not carry).
import { Field, Fieldset, Grid, GridItem, Input } from '@chakra-ui/react';
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  getTemplate,
  getUiOptions,
  TranslatableString,
  type FieldTemplateProps,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, classNames, style, disabled, displayLabel, hidden, label } = props;
  const { onKeyRename, onKeyRenameBlur, onRemoveProperty, readonly, registry, required } = props;
  const { rawErrors = [], errors, help, description, rawDescription, schema, uiSchema } = props;
  const WrapIfAdditionalTemplate = getTemplate(
    'WrapIfAdditionalTemplate',
    registry,
    getUiOptions(uiSchema),
  );
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  return (
    <WrapIfAdditionalTemplate
      classNames={classNames}
      style={style}
      disabled={disabled}
      id={id}
      label={label}
      displayLabel={displayLabel}
      rawDescription={rawDescription}
      onKeyRename={onKeyRename}
      onKeyRenameBlur={onKeyRenameBlur}
      onRemoveProperty={onRemoveProperty}
      readonly={readonly}
      required={required}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
    >
      <Fieldset.Root disabled={disabled} invalid={rawErrors.length > 0}>
        {displayLabel && rawDescription ? (
          <Fieldset.Legend mt={2}>{description}</Fieldset.Legend>
        ) : null}
        {help}
        <Fieldset.Content>{children}</Fieldset.Content>
        {errors}
      </Fieldset.Root>
    </WrapIfAdditionalTemplate>
  );
}

export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { children, classNames, style, disabled, displayLabel, id, label } = props;
  const { onRemoveProperty, onKeyRenameBlur, rawDescription, readonly, registry } = props;
  const { required, schema, uiSchema } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return (
      <div className={classNames} style={style}>
        {children}
      </div>
    );
  }
  const { templates, translateString } = registry;
  const { RemoveButton } = templates.ButtonTemplates;
  const keyLabel = displayLabel ? translateString(TranslatableString.KeyLabel, [label]) : undefined;
  const keyId = `${id}-key`;
  // The remove button lines up with the value's input, below its label (and description).
  const buttonOffset = rawDescription ? 58 : 22;
  return (
    <Grid
      key={keyId}
      templateColumns="repeat(11, 1fr)"
      className={classNames}
      style={style}
      alignItems="center"
      gap={2}
    >
      <GridItem colSpan={5} style={{ marginTop: rawDescription ? '36px' : undefined }}>
        <Field.Root ids={{ control: keyId }} required={required}>
          {keyLabel && (
            <Field.Label>
              {keyLabel}
              <Field.RequiredIndicator />
            </Field.Label>
          )}
          <Input
            key={label}
            defaultValue={label}
            disabled={disabled || readonly}
            id={keyId}
            name={keyId}
            onBlur={readonly ? undefined : onKeyRenameBlur}
            type="text"
            mb={1}
          />
        </Field.Root>
      </GridItem>
      <GridItem colSpan={5}>{children}</GridItem>
      <GridItem
        justifySelf="flex-end"
        style={{ marginTop: displayLabel ? `${buttonOffset}px` : undefined }}
      >
        <RemoveButton
          id={buttonId(id, 'remove')}
          className="rjsf-object-property-remove"
          disabled={disabled || readonly}
          onClick={onRemoveProperty}
          uiSchema={uiSchema}
          registry={registry}
        />
      </GridItem>
    </Grid>
  );
}
