// The schema form's templates: the Chakra theme's layout, written here so that the form needs no
// theme package (whose icon sets the app never draws), plus our BaseInputTemplate. Words they
// show come from the registry's translateString (form-strings.ts), i.e. from i18next.
import type { TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from '../base-input-template';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './array-field-templates';
import {
  AddButton,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
  SubmitButton,
} from './buttons';
import { ErrorList } from './error-list';
import { FieldTemplate, WrapIfAdditionalTemplate } from './field-template';
import { DescriptionField, FieldErrorTemplate, FieldHelpTemplate, TitleField } from './field-texts';
import { MultiSchemaFieldTemplate } from './multi-schema-field-template';
import { ObjectFieldTemplate } from './object-field-template';

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
