// @vitest-environment jsdom
// The schema form: generated schema rendered with translated labels, validation blocks submit,
// server Problem field errors land on their fields.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import loginSchema from '@generated/schemas/login.json';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { ApiError, type Problem } from '@/lib/api-client';
import { renderForms } from './render-forms';

afterEach(cleanup);

const hidden = { first_login: { 'ui:widget': 'hidden' } };

function problem(status: number, body: Partial<Problem>): ApiError {
  const full = { type: 'about:blank', title: 'Bad request', status, ...body };
  return new ApiError(status, full, new Headers());
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SchemaForm', () => {
  it('renders the generated schema with translated labels and no developer texts', async () => {
    await renderForms(
      <SchemaForm schema={loginSchema} uiSchema={hidden} submitLabel="Go" onSubmit={vi.fn()} />,
      'de-ch',
    );
    expect(screen.getByLabelText(/^E-Mail/)).toBeTruthy();
    expect(screen.getByLabelText(/^Passwort/)).toBeTruthy();
    expect(screen.getByText('Während 48 Stunden angemeldet bleiben')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/seed|POST|snake_case/);
  });

  it('blocks submit while required fields are empty', async () => {
    const onSubmit = vi.fn();
    await renderForms(
      <SchemaForm schema={loginSchema} uiSchema={hidden} submitLabel="Go" onSubmit={onSubmit} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks submit on an invalid e-mail and submits once it is valid', async () => {
    const onSubmit = vi.fn();
    await renderForms(
      <SchemaForm schema={loginSchema} uiSchema={hidden} submitLabel="Go" onSubmit={onSubmit} />,
    );
    type(/^E-mail/, 'anna.meier');
    type(/^Password/, 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByText('Please enter a valid email')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();

    type(/^E-mail/, 'anna.meier@muster-treuhand.ch');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      email: 'anna.meier@muster-treuhand.ch',
      password: 'secret',
      remember: false,
    });
  });

  it('shows the validation messages in the chosen locale', async () => {
    await renderForms(
      <SchemaForm schema={loginSchema} uiSchema={hidden} submitLabel="Los" onSubmit={vi.fn()} />,
      'fr-ch',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Los' }));
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2));
  });

  it('shows a server Problem with pointer /body/email on the email field', async () => {
    const error = problem(400, {
      detail: 'The request does not match the schema.',
      errors: [{ pointer: '/body/email', detail: 'This e-mail is blocked', code: 'blocked' }],
    });
    await renderForms(
      <SchemaForm
        schema={loginSchema}
        uiSchema={hidden}
        submitLabel="Go"
        serverError={error}
        onSubmit={vi.fn()}
      />,
    );
    const emailError = await waitFor(() => {
      const node = document.getElementById('root_email__error');
      expect(node).not.toBeNull();
      return node!;
    });
    expect(emailError.textContent).toBe('This e-mail is blocked');
    expect(document.getElementById('root_password__error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    // Editing the field removes the server's verdict on the old value.
    type(/^E-mail/, 'anna@example.org');
    await waitFor(() => expect(document.getElementById('root_email__error')).toBeNull());
  });

  it('translates a server field error whose code is a schema keyword', async () => {
    const error = problem(400, {
      errors: [{ pointer: '/body/email', detail: 'must match format "email"', code: 'format' }],
    });
    await renderForms(
      <SchemaForm
        schema={loginSchema}
        uiSchema={hidden}
        submitLabel="Go"
        serverError={error}
        onSubmit={vi.fn()}
      />,
      'it',
    );
    await waitFor(() =>
      expect(document.getElementById('root_email__error')?.textContent).toBe(
        'Inserisci un indirizzo e-mail valido',
      ),
    );
  });

  it('shows a Problem without field pointers above the form', async () => {
    const error = problem(401, { title: 'Unauthorized', detail: 'Wrong credentials.' });
    await renderForms(
      <SchemaForm
        schema={loginSchema}
        uiSchema={hidden}
        submitLabel="Go"
        serverError={error}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Wrong credentials.');
  });

  it('shows the catalogue text of a Problem code, and the detail of a code it does not know', async () => {
    const known = problem(409, { code: 'email_taken', detail: 'E-mail taken.' });
    const view = await renderForms(
      <SchemaForm
        schema={loginSchema}
        uiSchema={hidden}
        submitLabel="Go"
        serverError={known}
        onSubmit={vi.fn()}
      />,
      'de-ch',
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Mit dieser E-Mail-Adresse besteht bereits ein Konto.',
      ),
    );
    view.unmount();
    const unknown = problem(409, { code: 'brand_new_code', detail: 'A new rule.' });
    await renderForms(
      <SchemaForm
        schema={loginSchema}
        uiSchema={hidden}
        submitLabel="Go"
        serverError={unknown}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('A new rule.');
  });
});
