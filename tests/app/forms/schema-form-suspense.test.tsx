// @vitest-environment jsdom
// A schema form shown beside something that is still loading ("API access"
// opened from the business menu crashed with React error #185 while the webhooks' texts were
// not loaded yet). rjsf reports the schema's defaults from its constructor, during the render; a
// state update then, on a form whose render is suspended, restarted that render for ever.
import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense, useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import createSchema from '@generated/schemas/createApiUser.json';
import inviteSchema from '@generated/schemas/inviteBusinessMembers.json';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { renderForms } from './render-forms';

/** A part of the screen that waits for its texts, as useTranslation does for a new namespace. */
function loadingPart() {
  let ready = false;
  let release = () => undefined as void;
  const texts = new Promise<void>((resolve) => {
    release = () => {
      ready = true;
      resolve();
    };
  });
  function Part() {
    if (!ready) throw texts;
    return <p>webhooks</p>;
  }
  return { Part, release: async () => act(async () => release()) };
}

/** The invite form's schema: one person, `admin` false by default. */
const singleInvite = {
  $id: inviteSchema.$id,
  $ref: '#/$defs/MemberInvite',
  $defs: inviteSchema.$defs,
};

function Screen({ Part, onChange }: { Part: () => ReactElement; onChange: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Suspense fallback={<p>loading</p>}>
      <button onClick={() => setOpen(true)}>API access</button>
      {open && (
        <>
          <SchemaForm
            schema={createSchema}
            submitLabel="Create API user"
            onSubmit={vi.fn()}
            onChange={onChange}
          />
          <Part />
        </>
      )}
    </Suspense>
  );
}

describe('SchemaForm beside a part that is still loading', () => {
  it('waits for it instead of rendering itself again and again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = vi.fn();
    const { Part, release } = loadingPart();
    await renderForms(<Screen Part={Part} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'API access' }));
    expect(screen.getByText('loading')).toBeTruthy();
    await release();
    expect(await screen.findByRole('button', { name: 'Create API user' })).toBeTruthy();
    expect(screen.getByText('webhooks')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('still passes the defaults it reports at start on once it is on screen', async () => {
    const onChange = vi.fn();
    await renderForms(
      <SchemaForm
        schema={singleInvite}
        submitLabel="Invite"
        onSubmit={vi.fn()}
        onChange={onChange}
      />,
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ admin: false });
  });
});
