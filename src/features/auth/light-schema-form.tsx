// A schema-driven form for the first screen, in plain HTML: it renders a flat generated request
// schema (strings, e-mails, passwords, booleans) with the labels of the `forms` namespace, checks it
// with the form's generated standalone validator (generated/validators/<operationId>.js) and shows
// the same translated messages and server field errors as SchemaForm (schema-form.tsx). rjsf and
// Chakra stay out of it so /login boots without them (e2e/budgets.ts).
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { operationOf, prepareSchema } from '@/components/schema-form/form-schema';
import { humanise, type JsonSchema } from '@/components/schema-form/json-schema';
import { serverErrors } from '@/components/schema-form/problem-errors';
import { fieldErrors, submittedData, type AjvError, type FieldErrors } from './light-form-errors';

export interface LightSchemaFormProps<T extends object> {
  /** A generated request schema (generated/schemas/<operationId>.json). */
  schema: object;
  /** Loads the form's generated validators. */
  validators: () => Promise<ValidatorFunctions>;
  /** Field order; fields not named follow in the schema's order. */
  order?: string[];
  /** Fields sent but not shown. */
  hidden?: string[];
  /** `autocomplete` of the inputs. */
  autocomplete?: Partial<Record<string, string>>;
  formData?: Partial<T>;
  submitLabel: string;
  pending?: boolean;
  /** The call's error: field errors go on their fields, the rest above the form. */
  serverError?: unknown;
  /** Replaces the general message of a server error (e.g. 401 on login). */
  describeError?: (error: unknown) => string | undefined;
  onSubmit: (data: T) => void;
  /** Shown below the submit button (links to other screens). */
  footer?: ReactNode;
}

type Values = Record<string, unknown>;

const inputType = (property: JsonSchema) =>
  property.format === 'email' ? 'email' : property.format === 'password' ? 'password' : 'text';

/** The form's validate function, once loaded (undefined while it downloads). */
function useValidate(load: () => Promise<ValidatorFunctions>, schema: JsonSchema) {
  const [validate, setValidate] = useState<ValidatorFunctions[string]>();
  useEffect(() => {
    let live = true;
    void load().then((functions) => {
      const found = functions[hashForSchema(schema as RJSFSchema)];
      if (!found) throw new Error('The generated validators do not cover this form');
      if (live) setValidate(() => found);
    });
    return () => {
      live = false;
    };
  }, [load, schema]);
  return validate;
}

export function LightSchemaForm<T extends object>(props: LightSchemaFormProps<T>) {
  const { order = [], hidden = [], autocomplete = {}, serverError, pending } = props;
  const { t } = useTranslation(['forms', 'validation']);
  const schema = useMemo(() => prepareSchema(props.schema as JsonSchema), [props.schema]);
  const operation = operationOf(props.schema as JsonSchema);
  const validate = useValidate(props.validators, schema);
  const names = useMemo(() => {
    const all = Object.keys(schema.properties ?? {});
    return [
      ...order.filter((name) => all.includes(name)),
      ...all.filter((n) => !order.includes(n)),
    ];
  }, [schema, order]);
  const [values, setValues] = useState<Values>(() => ({ ...props.formData }));
  const [submitted, setSubmitted] = useState(false);
  const held = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // Server field errors stay on the fields the user has not edited since they came.
  const [edited, setEdited] = useState({ source: serverError, fields: new Set<string>() });
  if (edited.source !== serverError) setEdited({ source: serverError, fields: new Set() });
  // The `errors` namespace (Problem codes) is loaded by the screen before it shows an error.
  const server = useMemo(() => serverErrors(serverError, schema, t), [serverError, schema, t]);

  const check = (data: Values): FieldErrors => {
    if (!validate || validate(data)) return {};
    return fieldErrors((validate.errors ?? []) as AjvError[], schema, data, t);
  };
  const data = submittedData(schema, values);
  const local = submitted ? check(data) : {};
  const errorsOf = (name: string): string[] => {
    const fromServer = edited.fields.has(name)
      ? []
      : ((server.fields as Record<string, { __errors?: string[] }>)[name]?.__errors ?? []);
    return [...(local[name] ?? []), ...fromServer];
  };
  const general =
    (serverError ? props.describeError?.(serverError) : undefined) || server.general.join(' ');

  const submit = () => {
    if (!validate) {
      held.current = true; // sent once the validators have arrived
      return;
    }
    setSubmitted(true);
    const found = check(data);
    const first = names.find((name) => found[name]?.length && !hidden.includes(name));
    if (first) {
      form.current?.querySelector<HTMLElement>(`#root_${first}`)?.focus();
      return;
    }
    if (Object.keys(found).length === 0) props.onSubmit(data as T);
  };
  useEffect(() => {
    if (validate && held.current) {
      held.current = false;
      submit();
    }
  });

  const change = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((state) => ({ ...state, fields: new Set([...state.fields, name]) }));
  };
  const label = (name: string) =>
    t([`${operation}.${name}`, `fields.${name}`], { ns: 'forms', defaultValue: humanise(name) });

  return (
    // data-schema-form names the operation, for the browser check that submits every form
    // under the content security policy (e2e/csp/).
    <div className="ll-stack" data-schema-form={operation}>
      {general && (
        <div className="ll-alert ll-alert-error" role="alert">
          {general}
        </div>
      )}
      <form
        ref={form}
        noValidate
        className="ll-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        {names.map((name) => {
          const property = schema.properties![name];
          const id = `root_${name}`;
          if (hidden.includes(name))
            return (
              <input
                key={name}
                type="hidden"
                id={id}
                name={name}
                value={String(values[name] ?? property.default ?? '')}
              />
            );
          const errors = errorsOf(name);
          const invalid = errors.length > 0;
          const errorId = `${id}__error`;
          const required = schema.required?.includes(name) ?? false;
          if (property.type === 'boolean')
            return (
              <div key={name} className="ll-field">
                <label className="ll-check">
                  <input
                    type="checkbox"
                    id={id}
                    name={name}
                    checked={(values[name] ?? property.default) === true}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? errorId : undefined}
                    onChange={(event) => change(name, event.currentTarget.checked)}
                  />
                  <span>{label(name)}</span>
                </label>
                {invalid && <FieldError id={errorId} errors={errors} />}
              </div>
            );
          return (
            <div key={name} className="ll-field">
              <label htmlFor={id} className="ll-label">
                {label(name)}
                {required && (
                  <span className="ll-required" aria-hidden="true">
                    *
                  </span>
                )}
              </label>
              <input
                id={id}
                name={name}
                type={inputType(property)}
                className="ll-input"
                value={typeof values[name] === 'string' ? (values[name] as string) : ''}
                autoComplete={autocomplete[name]}
                aria-required={required || undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                onChange={(event) => change(name, event.currentTarget.value || undefined)}
              />
              {invalid && <FieldError id={errorId} errors={errors} />}
            </div>
          );
        })}
        <div className="ll-actions">
          <button
            type="submit"
            className="ll-button ll-button-solid"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending && <span className="ll-spinner" aria-hidden="true" />}
            <span className={pending ? 'll-pending-label' : undefined}>{props.submitLabel}</span>
          </button>
          {props.footer}
        </div>
      </form>
    </div>
  );
}

function FieldError({ id, errors }: { id: string; errors: string[] }) {
  return (
    <div id={id} className="ll-error">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
