// The list of every validation error above a form (for forms that ask for it: SchemaForm shows
// each error on its field instead). Adapted from @rjsf/chakra-ui 6.10 (Apache-2.0): ErrorList
// with the theme's Alert.
import { Alert, List } from '@chakra-ui/react';
import { TranslatableString, type ErrorListProps } from '@rjsf/utils';

export function ErrorList({ errors, registry }: ErrorListProps) {
  return (
    <Alert.Root status="error" mb={3}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{registry.translateString(TranslatableString.ErrorsLabel)}</Alert.Title>
        <Alert.Description>
          <List.Root listStylePosition="inside">
            {errors.map((error, index) => (
              <List.Item key={index}>{error.stack}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
