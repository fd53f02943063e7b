// The schema form's buttons: add (array items, additional properties), the item and property
// buttons (move up, move down, copy, remove, clear) and the submit button a form shows when the
// screen gives it no children. Adapted from @rjsf/chakra-ui 6.10 (Apache-2.0): AddButton,
// IconButton and SubmitButton, with inline icons and without handing rjsf's own props (uiSchema,
// registry, icon) on to the DOM button.
import { Box, Button, IconButton } from '@chakra-ui/react';
import {
  getSubmitButtonOptions,
  TranslatableString,
  type IconButtonProps,
  type SubmitButtonProps,
} from '@rjsf/utils';
import { memo, type ComponentType } from 'react';
import { ArrowDownIcon, ArrowUpIcon, CopyIcon, CrossIcon, DeleteIcon, PlusIcon } from './icons';

/** The button's own attributes: what rjsf passes minus its props that are no DOM attribute. */
function buttonAttributes({
  registry: _registry,
  uiSchema: _uiSchema,
  icon: _icon,
  iconType: _iconType,
  ...attributes
}: IconButtonProps) {
  return attributes;
}

export function AddButton(props: IconButtonProps) {
  return (
    <Button {...buttonAttributes(props)}>
      <PlusIcon />
      {props.registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}

/** A button showing only an icon, named by its translated title (for screen readers too). */
function iconButton(name: TranslatableString, Icon: ComponentType) {
  function RjsfIconButton(props: IconButtonProps) {
    const title = props.title ?? props.registry.translateString(name);
    return (
      <IconButton
        {...buttonAttributes(props)}
        title={title}
        aria-label={props['aria-label'] ?? title}
      >
        <Icon />
      </IconButton>
    );
  }
  return memo(RjsfIconButton);
}

export const CopyButton = iconButton(TranslatableString.CopyButton, CopyIcon);
export const MoveDownButton = iconButton(TranslatableString.MoveDownButton, ArrowDownIcon);
export const MoveUpButton = iconButton(TranslatableString.MoveUpButton, ArrowUpIcon);
export const RemoveButton = iconButton(TranslatableString.RemoveButton, DeleteIcon);
export const ClearButton = iconButton(TranslatableString.ClearButton, CrossIcon);

export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props: submitButtonProps } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Box marginTop={3}>
      <Button type="submit" variant="solid" {...submitButtonProps}>
        {submitText}
      </Button>
    </Box>
  );
}
