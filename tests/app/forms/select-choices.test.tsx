// @vitest-environment jsdom
// A list the screen gives in `ui:choices` (countries by name in the reader's language): the
// select shows it in the screen's order while the schema stays the generated one, so the form
// validates with the codegen's functions (the app compiles no schema) and sends the code.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import billingSchema from '@generated/schemas/updateBillingAddress.json';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { countryList } from '@/lib/countries';
import { renderForms } from './render-forms';

afterEach(cleanup);

const address = { address1: 'Bahnhofstrasse 10', city: 'Zürich', postalCode: '8001' };

function form(onSubmit: (data: object) => void) {
  const countries = countryList('de-ch', 'CH');
  return (
    <SchemaForm
      schema={billingSchema}
      formData={{ ...address, country: 'CH', currency: 'CHF' }}
      uiSchema={{
        country: {
          'ui:title': 'Land',
          'ui:widget': 'select',
          'ui:choices': countries.map(({ code, name }) => ({ value: code, label: name })),
        },
      }}
      submitLabel="Speichern"
      onSubmit={onSubmit}
    />
  );
}

describe('a select with ui:choices', () => {
  it('lists the choices in the screen’s order and sends the chosen code', async () => {
    const onSubmit = vi.fn();
    await renderForms(form(onSubmit), 'de-ch');
    const select = screen.getByLabelText(/^Land/) as HTMLSelectElement;
    const labels = Array.from(select.options)
      .filter((option) => option.value !== '')
      .map((option) => option.textContent);
    // docs/product.md#constants-locale-platform: CH, DE, FR, AT first on the Swiss platform.
    expect(labels.slice(0, 4)).toEqual(['Schweiz', 'Deutschland', 'Frankreich', 'Österreich']);
    expect(select.selectedOptions[0].textContent).toBe('Schweiz');

    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ country: 'DE' });
  });

  it('is validated by the generated schema’s rules, with their messages', async () => {
    const onSubmit = vi.fn();
    await renderForms(form(onSubmit), 'de-ch');
    fireEvent.change(screen.getByLabelText(/^PLZ/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByText('Dieses Feld ist erforderlich')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
