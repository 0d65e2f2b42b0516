import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from '@carcare/contracts';
import { fakeApi, ok, restoreApi } from '../../app/testing/fakeApi';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { RecordHistory } from './RecordHistory';

const event = (id: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  actor: { id: 2, name: 'Rohit Sharma', user_type: 'workshop_admin' },
  action: 'worker.update',
  entity: 'worker',
  entity_id: 7,
  changes: { name: { from: 'Harish', to: `Harish ${id}` } },
  at: '2026-01-15T09:00:00.000Z',
  ip: null,
  ...overrides,
});

afterEach(restoreApi);

describe('RecordHistory', () => {
  it('shows each change with what, when (India time) and who, the field as from → to, an unknown action in its own words', async () => {
    const seen = fakeApi(() => ok({ data: [event(3), event(2, { action: 'worker.restore', actor: null, changes: null })], page: 1, page_size: 20, total: 2 }));
    renderWithProviders(<RecordHistory record="workers/7" />);
    const items = within(await screen.findByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem');
    expect(seen[0]).toMatchObject({ url: '/api/v1/workers/7/history', params: { page: 1, page_size: 20 } });
    expect(within(items[0]!).getByRole('heading', { name: 'Update' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Rohit Sharma (Workshop Admin)');
    expect(items[0]).toHaveTextContent('15 Jan 2026, 2:30 pm');
    expect(within(items[0]!).getByRole('row', { name: /^Name/ })).toHaveTextContent('HarishHarish 3');
    expect(within(items[1]!).getByRole('heading', { name: 'Restore' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('System');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page by its cursor on "Load more"', async () => {
    const seen = fakeApi((request) =>
      request.params.page === 1
        ? ok({ data: Array.from({ length: 20 }, (_, i) => event(30 - i)), page: 1, page_size: 20, total: 21, next_cursor: 'c2' })
        : ok({ data: [event(1, { action: 'worker.create' })], page: 2, page_size: 20, total: 21 }),
    );
    renderWithProviders(<RecordHistory record="workers/7" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Create' })).toBeInTheDocument();
    expect(seen[1]).toMatchObject({ params: { page: 2, page_size: 20, cursor: 'c2' } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing was recorded, and offers a retry when the history fails to load', async () => {
    fakeApi(() => ok({ data: [], page: 1, page_size: 20, total: 0 }));
    const { unmount } = renderWithProviders(<RecordHistory record="banners/4" />);
    expect(await screen.findByText('No changes recorded for this record yet.')).toBeInTheDocument();
    unmount();

    let fail = true;
    fakeApi(() => (fail ? { status: 500, data: { message: 'Boom', code: 'INTERNAL' } } : ok({ data: [event(5)], page: 1, page_size: 20, total: 1 })));
    renderWithProviders(<RecordHistory record="leaves/9" />);
    expect(await screen.findByText('Could not load the history.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Update' })).toBeInTheDocument();
  });
});
