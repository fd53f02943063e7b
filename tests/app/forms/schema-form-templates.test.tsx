// @vitest-environment jsdom
// The schema form's own layout templates (src/components/schema-form/templates/): array items
// with their buttons, additional properties with their editable names, a choice between schemas
// and the error list, each with its words in the reader's language and its icons hidden from
// screen readers.
import Form from '@rjsf/core';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formStringTranslator } from '@/components/schema-form/form-strings';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { templates } from '@/components/schema-form/templates';
import { widgets } from '@/components/schema-form/widgets';
import { renderForms, testI18n } from './render-forms';
import { runtimeValidator } from './runtime-validator';

// The templates are tried on a schema of this test's own, which the codegen makes no validators
// for: here Ajv compiles it at run time, as the app never does (validator.ts).
vi.mock('@/components/schema-form/validator', async (importOriginal) => {
  const { runtimeValidator: compiling } = await import('./runtime-validator');
  return {
    ...(await importOriginal<typeof import('@/components/schema-form/validator')>()),
    loadFormValidator: async () => undefined,
    loadedFormValidator: () => compiling,
  };
});

const schema = {
  type: 'object',
  properties: {
    tags: { type: 'array', items: { type: 'string' } },
    extra: { type: 'object', additionalProperties: { type: 'string' } },
    choice: { anyOf: [{ type: 'string' }, { type: 'number' }] },
  },
};

type Data = { tags?: string[]; extra?: Record<string, string>; choice?: string | number };

async function submitted(onSubmit: ReturnType<typeof vi.fn>): Promise<Data> {
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.lastCall![0] as Data;
}

describe('schema form templates', () => {
  it('names the array buttons in the reader’s language and moves, removes and adds items', async () => {
    const onSubmit = vi.fn();
    await renderForms(
      <SchemaForm<Data>
        schema={schema}
        formData={{ tags: ['first', 'second'] }}
        submitLabel="Go"
        onSubmit={onSubmit}
      />,
      'de-ch',
    );
    expect(screen.getAllByRole('button', { name: 'Nach oben' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Entfernen' })).toHaveLength(2);
    const moveDown = screen.getAllByRole('button', { name: 'Nach unten' });
    // The first item can go down, the last cannot.
    expect(moveDown.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, true]);

    fireEvent.click(moveDown[0]);
    expect((await submitted(onSubmit)).tags).toEqual(['second', 'first']);

    fireEvent.click(screen.getAllByRole('button', { name: 'Entfernen' })[1]);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Entfernen' })).toHaveLength(1),
    );
    const add = screen.getAllByRole('button', { name: 'Eintrag hinzufügen' });
    expect(add.map((button) => button.id)).toEqual(['root_tags__add', 'root_extra__add']);
    fireEvent.click(add[0]);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Entfernen' })).toHaveLength(2),
    );
    fireEvent.change(document.getElementById('root_tags_1')!, { target: { value: 'third' } });
    expect((await submitted(onSubmit)).tags).toEqual(['second', 'third']);
  });

  it('draws the button icons as inline SVG in the text colour, hidden from screen readers', async () => {
    await renderForms(
      <SchemaForm<Data>
        schema={schema}
        formData={{ tags: ['first', 'second'] }}
        submitLabel="Go"
        onSubmit={vi.fn()}
      />,
    );
    const buttons = ['Move up', 'Move down', 'Remove', 'Add item'].map(
      (name) => screen.getAllByRole('button', { name })[0],
    );
    for (const button of buttons) {
      const icon = button.querySelector('svg')!;
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.getAttribute('stroke')).toBe('currentColor');
      expect(icon.querySelector('path')?.getAttribute('d')).toBeTruthy();
    }
  });

  it('labels an additional property’s name, renames it on blur and removes it', async () => {
    const onSubmit = vi.fn();
    await renderForms(
      <SchemaForm<Data>
        schema={schema}
        formData={{ extra: { colour: 'blue' } }}
        submitLabel="Go"
        onSubmit={onSubmit}
      />,
      'it',
    );
    const name = screen.getByLabelText(/^Nome di colour/);
    expect(name.id).toBe('root_extra_colour-key');
    fireEvent.blur(name, { target: { value: 'color' } });
    await waitFor(() => expect(screen.getByLabelText(/^Nome di color\b/)).toBeTruthy());
    expect((await submitted(onSubmit)).extra).toEqual({ color: 'blue' });

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rimuovi' })).toBeNull());
    expect((await submitted(onSubmit)).extra).toEqual({});
  });

  it('numbers the untitled options of a choice between schemas in the reader’s language', async () => {
    await renderForms(
      <SchemaForm<Data> schema={schema} submitLabel="Go" onSubmit={vi.fn()} />,
      'fr-ch',
    );
    const selector = document.getElementById('root_choice__anyof_select')!;
    const options = within(selector).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choice : option 1',
      'Choice : option 2',
    ]);
  });

  it('heads the error list in the reader’s language and lists each error', async () => {
    const i18n = await testI18n('fr-ch');
    await renderForms(
      <Form
        schema={{ type: 'object', required: ['name'], properties: { name: { type: 'string' } } }}
        validator={runtimeValidator}
        templates={templates}
        widgets={widgets}
        translateString={formStringTranslator(i18n.t)}
        showErrorList="top"
        noHtml5Validate
      />,
      'fr-ch',
    );
    fireEvent.submit(document.querySelector('form')!);
    const heading = await screen.findByText('Erreurs');
    const alert = heading.closest('.chakra-alert__root')!;
    expect(within(alert as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('formStringTranslator', () => {
  it('fills rjsf’s numbered parameters into the named ones of the translation', async () => {
    const translate = formStringTranslator((await testI18n('de-ch')).t);
    expect(translate(TranslatableString.KeyLabel, ['Farbe'])).toBe('Name von Farbe');
    expect(translate(TranslatableString.TitleOptionPrefix, ['Wahl', '2'])).toBe('Wahl: Option 2');
  });

  it('leaves strings no template of ours shows to rjsf’s English', async () => {
    const translate = formStringTranslator((await testI18n('de-ch')).t);
    const missing = [TranslatableString.UnsupportedField];
    expect(translate(missing[0])).toBe(englishStringTranslator(missing[0]));
  });
});
