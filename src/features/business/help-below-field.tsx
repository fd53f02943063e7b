// A schema-form field whose help text stands under its input, muted, and is the input's
// description for screen readers. rjsf's Chakra theme puts `ui:help` above the field's label,
// where it reads as the previous field's text (and overlapped it on a phone); the business
// forms give their fields this template with `ui:FieldTemplate`.
import { Stack, Text } from '@chakra-ui/react';
import { helpId, type FieldTemplateProps } from '@rjsf/utils';

export function HelpBelowField(props: FieldTemplateProps) {
  const { id, hidden, children, rawHelp, errors } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  return (
    <Stack gap="1">
      {children}
      {rawHelp && (
        <Text id={helpId(id)} fontSize="sm" color="fg.muted">
          {rawHelp}
        </Text>
      )}
      {errors}
    </Stack>
  );
}
