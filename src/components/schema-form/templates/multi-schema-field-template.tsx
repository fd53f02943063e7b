// A field that is one of several schemas (anyOf, oneOf): the choice of schema above the chosen
// schema's fields, in a card. Adapted from @rjsf/chakra-ui 6.10 (Apache-2.0):
// MultiSchemaFieldTemplate.
import { Box, Card } from '@chakra-ui/react';
import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';

export function MultiSchemaFieldTemplate({
  optionSchemaField,
  selector,
}: MultiSchemaFieldTemplateProps) {
  return (
    <Card.Root mb={2}>
      <Card.Body pb={2}>
        <Box mb={4}>{selector}</Box>
        {optionSchemaField}
      </Card.Body>
    </Card.Root>
  );
}
