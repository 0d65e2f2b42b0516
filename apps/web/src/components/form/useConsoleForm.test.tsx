import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { TextField } from '@mui/material';
import { z } from 'zod';
import { FormDialog } from '../FormDialog';
import { fieldProps } from './entityForm';
import { FormPage } from './FormPage';
import { useConsoleForm } from './useConsoleForm';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required'), phone: z.string().regex(/^\d{10}$/, 'Phone must be exactly 10 digits') });
type Values = z.infer<typeof schema>;

const failed = (status: number, data: unknown) => ({ status, data });

function ContactDialog({ onSave, onReload, onClose = () => undefined }: { onSave: (body: Values) => Promise<unknown>; onReload?: () => void; onClose?: () => void }) {
  const controller = useConsoleForm<Values>({
    schema,
    defaultValues: { name: 'Asha', phone: '9812345678' },
    serverFields: ['name', 'phone'],
    duplicateField: 'phone',
    onSave,
    onReload,
  });
  const { form } = controller;
  return (
    <FormDialog controller={controller} onClose={onClose} titleId="contact-title" title="Edit contact" cancelLabel="Cancel" saveLabel="Save">
      <TextField label="Name" {...fieldProps(form, 'name')} />
      <TextField label="Phone" {...fieldProps(form, 'phone')} />
    </FormDialog>
  );
}

async function save(onSave: (body: Values) => Promise<unknown>, onReload?: () => void) {
  const user = userEvent.setup({ delay: null });
  render(<ContactDialog onSave={onSave} onReload={onReload} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit contact' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { user, dialog };
}

describe('useConsoleForm', () => {
  it('checks the schema before sending', async () => {
    const onSave = vi.fn(() => Promise.resolve(undefined));
    const user = userEvent.setup({ delay: null });
    render(<ContactDialog onSave={onSave} />);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages (400 details) on their fields', async () => {
    await save(() =>
      Promise.resolve(failed(400, { message: 'Validation failed', code: 'VALIDATION_ERROR', details: [{ field: 'phone', message: 'Phone is not a mobile number' }] })),
    );
    expect(await screen.findByText('Phone is not a mobile number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a 409 duplicate on its field', async () => {
    await save(() => Promise.resolve(failed(409, { message: 'That phone is taken', code: 'DUPLICATE' })));
    expect(await screen.findByText('That phone is taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a stale version (409) says so and offers Reload', async () => {
    const onReload = vi.fn();
    const { user } = await save(() => Promise.resolve(failed(409, { message: 'Changed by someone else', code: 'STALE_VERSION' })), onReload);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other failure above the fields, and a general message when the server did not answer', async () => {
    await save(() => Promise.resolve(failed(403, { message: 'Not allowed', code: 'FORBIDDEN' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('says something went wrong when the call got no answer', async () => {
    await save(() => Promise.resolve(new Error('Network Error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
  });

  it('keeps the dialog open and Cancel disabled while saving', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ContactDialog onSave={() => new Promise((resolve) => (finish = resolve))} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finish(undefined);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
  });
});

function ContactPage({ onSave }: { onSave: (body: Values) => Promise<unknown> }) {
  const controller = useConsoleForm<Values>({ schema, defaultValues: { name: 'Asha', phone: '9812345678' }, serverFields: ['name', 'phone'], onSave });
  return (
    <>
      <FormPage label="Edit contact" controller={controller} saving={controller.saving} cancelLabel="Cancel" submitLabel="Save">
        <TextField label="Name" {...fieldProps(controller.form, 'name')} />
      </FormPage>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

describe('FormPage', () => {
  it('asks before a link loses typed changes', async () => {
    const user = userEvent.setup({ delay: null });
    const router = createMemoryRouter(
      [
        { path: '/contact', element: <ContactPage onSave={() => Promise.resolve(undefined)} /> },
        { path: '/elsewhere', element: <p>Elsewhere page</p> },
      ],
      { initialEntries: ['/contact'] },
    );
    render(<RouterProvider router={router} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Rao');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });

  it('lets a saved form go without asking', async () => {
    const user = userEvent.setup({ delay: null });
    const router = createMemoryRouter(
      [
        { path: '/contact', element: <ContactPage onSave={() => router.navigate('/elsewhere').then(() => undefined)} /> },
        { path: '/elsewhere', element: <p>Elsewhere page</p> },
      ],
      { initialEntries: ['/contact'] },
    );
    render(<RouterProvider router={router} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Rao');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});

function NoteConfirmation({ onSave }: { onSave: (body: { note: string }) => Promise<unknown> }) {
  const noteSchema = z.object({ note: z.string().trim().min(1, 'Give a reason') });
  const { form, submit } = useConsoleForm<{ note: string }>({ schema: noteSchema, defaultValues: { note: '' }, serverFields: [], problemField: 'note', clearErrorOnChange: true, onSave });
  return (
    <>
      <TextField label="Note" {...fieldProps(form, 'note')} />
      <button type="button" onClick={() => void submit()}>
        Confirm
      </button>
    </>
  );
}

describe('useConsoleForm in a confirmation', () => {
  it('drops a message as soon as its field changes, and checks again only on confirm', async () => {
    const user = userEvent.setup({ delay: null });
    render(<NoteConfirmation onSave={() => Promise.resolve(undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Give a reason')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' ');
    await waitFor(() => expect(screen.queryByText('Give a reason')).not.toBeInTheDocument());
  });

  it('says a message that fits no field under the problem field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<NoteConfirmation onSave={() => Promise.resolve(failed(403, { message: 'Not allowed', code: 'FORBIDDEN' }))} />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Late');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
