// The texts around a field: its title (an object's or an array's heading), its description, its
// help and its errors. Adapted from @rjsf/chakra-ui 6.10 (Apache-2.0): TitleField,
// DescriptionField, FieldHelpTemplate and FieldErrorTemplate. The error text keeps rjsf's id
// (root_email__error), which the inputs' aria-describedby and the tests point at.
import { Box, Fieldset, Flex, Heading, Separator, Spacer, Text } from '@chakra-ui/react';
import { RichDescription, RichHelp } from '@rjsf/core';
import {
  errorId,
  helpId,
  type DescriptionFieldProps,
  type FieldErrorProps,
  type FieldHelpProps,
  type TitleFieldProps,
} from '@rjsf/utils';

export function TitleField({ id, title, optionalDataControl }: TitleFieldProps) {
  const heading = <Heading as="h5">{title}</Heading>;
  return (
    <Box id={id} mt={1} mb={4}>
      {optionalDataControl ? (
        <Flex>
          {heading}
          <Spacer />
          {optionalDataControl}
        </Flex>
      ) : (
        heading
      )}
      <Separator />
    </Box>
  );
}

export function DescriptionField({ description, id, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text as="sup" fontSize="md" id={id}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Text>
  );
}

export function FieldHelpTemplate({ fieldPathId, help, uiSchema, registry }: FieldHelpProps) {
  if (!help) return null;
  return (
    <Text as="sup" fontSize="md" id={helpId(fieldPathId)}>
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </Text>
  );
}

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null;
  const id = errorId(fieldPathId);
  return errors.map((error, index) => (
    <Fieldset.ErrorText key={index} mt={0} id={id}>
      {error}
    </Fieldset.ErrorText>
  ));
}
