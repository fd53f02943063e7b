// The schema form's templates: the Chakra theme's layout templates, taken one by one so its
// widgets (and the full Chakra system they pull in) stay out, plus our BaseInputTemplate.
import AddButton from '@rjsf/chakra-ui/lib/AddButton/AddButton.js';
import ArrayFieldItemTemplate from '@rjsf/chakra-ui/lib/ArrayFieldItemTemplate/ArrayFieldItemTemplate.js';
import ArrayFieldTemplate from '@rjsf/chakra-ui/lib/ArrayFieldTemplate/ArrayFieldTemplate.js';
import DescriptionField from '@rjsf/chakra-ui/lib/DescriptionField/DescriptionField.js';
import ErrorList from '@rjsf/chakra-ui/lib/ErrorList/ErrorList.js';
import FieldErrorTemplate from '@rjsf/chakra-ui/lib/FieldErrorTemplate/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/chakra-ui/lib/FieldHelpTemplate/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/chakra-ui/lib/FieldTemplate/FieldTemplate.js';
import {
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from '@rjsf/chakra-ui/lib/IconButton/IconButton.js';
import MultiSchemaFieldTemplate from '@rjsf/chakra-ui/lib/MultiSchemaFieldTemplate/MultiSchemaFieldTemplate.js';
import ObjectFieldTemplate from '@rjsf/chakra-ui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import SubmitButton from '@rjsf/chakra-ui/lib/SubmitButton/SubmitButton.js';
import TitleField from '@rjsf/chakra-ui/lib/TitleField/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/chakra-ui/lib/WrapIfAdditionalTemplate/WrapIfAdditionalTemplate.js';
import type { TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';

export const templates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  BaseInputTemplate,
  ButtonTemplates: {
    AddButton,
    ClearButton,
    CopyButton,
    MoveDownButton,
    MoveUpButton,
    RemoveButton,
    SubmitButton,
  },
  DescriptionFieldTemplate: DescriptionField,
  ErrorListTemplate: ErrorList,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate: TitleField,
  WrapIfAdditionalTemplate,
};
