// A form rendered from a generated request schema (generated/schemas/<operationId>.json) by rjsf
// with Chakra templates and light widgets of our own (templates/, widgets.tsx). Screens give
// only a small uiSchema and the submit handler; labels, validation messages and the server's
// field errors are handled here, translated.
// Heavy (rjsf): import it only from screens that routes load lazily.
import { Alert, Button, Stack } from '@chakra-ui/react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeUiSchema, operationOf, prepareSchema, translatedUiSchema } from './form-schema';
import { formStringTranslator } from './form-strings';
import type { JsonSchema } from './json-schema';
import { serverErrors } from './problem-errors';
import { errorTransformer, type ErrorWords } from './translate-errors';
import { templates } from './templates';
import { loadFormValidator, loadedFormValidator, pendingValidator } from './validator';
import { widgets } from './widgets';

export interface SchemaFormProps<T extends object> {
  /** A generated request schema, e.g. `import schema from '@generated/schemas/login.json'`. */
  schema: object;
  /** Only what the screen changes: widgets, hidden fields, order, help texts. */
  uiSchema?: UiSchema<T>;
  /** Initial values (defaults of the schema fill the rest). */
  formData?: Partial<T>;
  /** The submit button's text, already translated. */
  submitLabel: string;
  /** Disables the submit button and shows it loading (the mutation is under way). */
  pending?: boolean;
  /** The mutation's error: Problem field errors go on their fields, the rest above the form. */
  serverError?: unknown;
  /** Replaces the general message of a server error (e.g. 401 on login); undefined keeps it. */
  describeError?: (error: unknown) => string | undefined;
  onSubmit: (data: T) => void;
  onChange?: (data: Partial<T>) => void;
  /** Shown between the fields and the submit button (hints such as password strength). */
  children?: ReactNode;
  /** Shown below the submit button (links to other screens). */
  footer?: ReactNode;
  /**
   * The form element's id, for a frame that owns the buttons (a dialog's footer): its submit
   * button names the form (`form="<id>"`), and this form then shows no button of its own.
   */
  submittedBy?: { formId: string };
  /**
   * Validation messages the screen's own namespace words, by key (`required`, `email`): a
   * dialog keeps the words, and the form of address, of the messages it showed before.
   */
  errorWords?: ErrorWords;
}

// An empty initial value (no saved login e-mail) is no value: it must say 'required', not
// 'Please enter a valid email', as the field would after the user cleared it.
function withoutEmpty<T extends object>(data: Partial<T> | undefined): Partial<T> | undefined {
  if (!data) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== '' && value !== undefined),
  ) as Partial<T>;
}

// Server errors shown for the fields the user has not edited since they came.
function useServerErrors(serverError: unknown, schema: JsonSchema) {
  // `errors` holds the texts of the Problem codes (problem-messages.ts) a form shows above itself.
  const { t } = useTranslation(['forms', 'validation', 'errors']);
  const [edited, setEdited] = useState<{ source: unknown; fields: Set<string> }>({
    source: serverError,
    fields: new Set(),
  });
  if (edited.source !== serverError) setEdited({ source: serverError, fields: new Set() });
  const errors = useMemo(() => serverErrors(serverError, schema, t), [serverError, schema, t]);
  const fields = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors.fields).filter(([name]) => !edited.fields.has(name)),
      ),
    [errors, edited],
  );
  const markEdited = (names: string[]) =>
    names.length &&
    setEdited((state) => ({ ...state, fields: new Set([...state.fields, ...names]) }));
  return { fields, general: errors.general, markEdited };
}

// The form's validators (validator.ts), loaded with the form; until they arrive a submit waits
// (`held`) and is made again once they can check it.
function useFormValidator(schema: JsonSchema, operation: string) {
  const root = schema as RJSFSchema;
  const [version, setVersion] = useState(0);
  const loaded = useMemo(
    () => loadedFormValidator(operation, root),
    // `version` changes once the load below has finished
    [operation, root, version],
  );
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadFormValidator(operation).then(() => live && setVersion((n) => n + 1));
    return () => {
      live = false;
    };
  }, [loaded, operation]);
  return { validator: loaded ?? pendingValidator, ready: loaded !== undefined };
}

export function SchemaForm<T extends object>(props: SchemaFormProps<T>) {
  const {
    schema: generated,
    uiSchema,
    serverError,
    describeError,
    pending,
    children,
    footer,
  } = props;
  const { t } = useTranslation(['forms', 'validation']);
  const schema = useMemo(() => prepareSchema(generated as JsonSchema), [generated]);
  const operation = operationOf(generated as JsonSchema);
  const { validator, ready } = useFormValidator(schema, operation);
  const form = useRef<Form<Partial<T>>>(null);
  const held = useRef(false);
  useEffect(() => {
    if (ready && held.current) {
      held.current = false;
      form.current?.submit();
    }
  }, [ready]);
  const ui = useMemo(() => {
    const titles = translatedUiSchema(schema, schema, operation, t);
    return mergeUiSchema(titles, uiSchema as UiSchema);
  }, [schema, operation, uiSchema, t]);
  const { errorWords } = props;
  const transformErrors = useMemo(() => errorTransformer(t, errorWords), [t, errorWords]);
  const translateString = useMemo(() => formStringTranslator(t), [t]);
  const [formData, setFormData] = useState(() => withoutEmpty(props.formData));
  // Validate as the user types only once a submit has shown the errors.
  const [submitted, setSubmitted] = useState(false);
  const server = useServerErrors(serverError, schema);
  const general =
    (serverError ? describeError?.(serverError) : undefined) || server.general.join(' ');

  const apply = (next: Partial<T> | undefined) => {
    const changed = Object.keys({ ...formData, ...next }).filter(
      (name) =>
        (formData as Record<string, unknown>)?.[name] !== (next as Record<string, unknown>)?.[name],
    );
    server.markEdited(changed);
    setFormData(next);
    props.onChange?.(next ?? {});
  };
  // rjsf reports the schema's defaults from its constructor, i.e. while React renders. A state
  // update then, before this form has mounted, makes React throw the render away and start it
  // again — with a fresh form that reports again: a screen whose render also waits for something
  // (texts of a namespace not loaded yet, a lazy panel) never gets out of that loop (React error
  // #185). So a report made before mount is kept and applied once the form is on screen.
  const mounted = useRef(false);
  const early = useRef<{ data: Partial<T> | undefined }>(undefined);
  useLayoutEffect(() => {
    mounted.current = true;
    const report = early.current;
    early.current = undefined;
    if (report) apply(report.data);
    // once, at mount: later reports come through `change` directly
  }, []);
  const change = ({ formData: next }: IChangeEvent<Partial<T>>) => {
    if (mounted.current) apply(next);
    else early.current = { data: next };
  };

  return (
    // data-schema-form names the operation, for the browser check that submits every form
    // under the content security policy (e2e/csp/).
    <Stack gap={4} data-schema-form={operation}>
      {general && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{general}</Alert.Title>
        </Alert.Root>
      )}
      <Form
        ref={form}
        id={props.submittedBy?.formId}
        schema={schema as RJSFSchema}
        uiSchema={ui}
        formData={formData}
        validator={validator}
        templates={templates}
        widgets={widgets}
        translateString={translateString}
        transformErrors={transformErrors}
        extraErrors={server.fields as ErrorSchema<Partial<T>>}
        liveValidate={submitted ? 'onChange' : undefined}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        onChange={change}
        onError={() => setSubmitted(true)}
        onSubmit={({ formData: data }) => {
          if (!ready) {
            held.current = true;
            return;
          }
          setSubmitted(true);
          props.onSubmit(data as T);
        }}
      >
        <Stack gap={3} mt={4}>
          {children}
          {!props.submittedBy && (
            <Button type="submit" colorPalette="blue" loading={pending} disabled={pending}>
              {props.submitLabel}
            </Button>
          )}
          {footer}
        </Stack>
      </Form>
    </Stack>
  );
}

export default SchemaForm;
