// An array: its title and description, its items one per row with their buttons (move, copy,
// remove) at the row's end, and the add button below. Adapted from @rjsf/chakra-ui 6.10
// (Apache-2.0): ArrayFieldTemplate and ArrayFieldItemTemplate.
import { Box, ButtonGroup, Grid, GridItem, HStack } from '@chakra-ui/react';
import {
  buttonId,
  getTemplate,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
} from '@rjsf/utils';

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, uiSchema, items, optionalDataControl } = props;
  const { onAddClick, readonly, registry, required, schema, title } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldDescriptionTemplate = getTemplate(
    'ArrayFieldDescriptionTemplate',
    registry,
    uiOptions,
  );
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  // An editable array offers its optional data control beside its title, a locked one in its body.
  const controlInTitle = !readonly && !disabled;
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <Box>
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={uiOptions.title || title}
        schema={schema}
        uiSchema={uiSchema}
        required={required}
        registry={registry}
        optionalDataControl={controlInTitle ? optionalDataControl : undefined}
      />
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={uiOptions.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      <Grid key={`array-item-list-${fieldPathId.$id}`}>
        <GridItem>
          {!controlInTitle && optionalDataControl}
          {items}
        </GridItem>
        {canAdd && (
          <GridItem justifySelf="flex-end">
            <Box mt={2}>
              <AddButton
                id={buttonId(fieldPathId, 'add')}
                className="rjsf-array-item-add"
                onClick={onAddClick}
                disabled={disabled || readonly}
                uiSchema={uiSchema}
                registry={registry}
              />
            </Box>
          </GridItem>
        )}
      </Grid>
    </Box>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, uiSchema, registry } = props;
  const ArrayFieldItemButtonsTemplate = getTemplate(
    'ArrayFieldItemButtonsTemplate',
    registry,
    getUiOptions(uiSchema),
  );
  return (
    <HStack alignItems="flex-end" py={1}>
      <Box w="100%">{children}</Box>
      {hasToolbar && (
        <Box>
          <ButtonGroup attached mb={1}>
            <ArrayFieldItemButtonsTemplate {...buttonsProps} />
          </ButtonGroup>
        </Box>
      )}
    </HStack>
  );
}
