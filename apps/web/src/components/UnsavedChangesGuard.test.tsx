import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

function Editor() {
  const [text, setText] = useState('');
  return (
    <>
      <UnsavedChangesGuard when={text !== ''} title="Leave without saving?" text="You have unsaved changes. Leave anyway?" leaveLabel="Leave" stayLabel="Stay" />
      <input aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('lets the user leave at once when nothing is unsaved', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });

  it('asks before leaving unsaved changes: Stay keeps the text, Leave goes', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });
});
