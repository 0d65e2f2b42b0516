import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditEvent } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { AuditEventDrawer } from './AuditEventDrawer';
import { humanize } from './auditFormat';
import { changeLanguage } from '../../i18n/languageStore';

const edit: AuditEvent = {
  id: 9,
  actor: { id: 1, name: 'Aarav Mehta', user_type: 'super_admin' },
  action: 'cancellation_reason.update',
  entity: 'cancellation_reason',
  entity_id: 3,
  changes: { text: { from: 'Customer changed plans', to: 'Customer changed the plan' }, active: { from: true, to: false } },
  at: '2026-01-15T09:00:00.000Z',
  ip: '127.0.0.1',
};

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('AuditEventDrawer', () => {
  it('shows who, what and each changed field as from → to', () => {
    renderWithProviders(<AuditEventDrawer event={edit} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancellation reason · Update' });
    expect(within(dialog).getByText('Aarav Mehta (Super Admin)')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancellation reason #3')).toBeInTheDocument();
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Changed fields' }))).toEqual([
      ['Text', 'Customer changed plans', 'Customer changed the plan'],
      ['Active', 'Yes', 'No'],
    ]);
  });

  it('shows the values a record was created with, without a "from"', () => {
    renderWithProviders(<AuditEventDrawer event={{ ...edit, action: 'leave.create', entity: 'leave', changes: { workerId: 10, startDate: '2026-02-10', reason: null } }} onClose={() => {}} />);
    expect(rowsOf(screen.getByRole('table', { name: 'Changed fields' }))).toEqual([
      ['Worker id', '—', '10'],
      ['Start date', '—', '2026-02-10'],
      ['Reason', '—', '—'],
    ]);
  });

  it('speaks Hindi when Hindi is shown', async () => {
    await changeLanguage('hi');
    renderWithProviders(<AuditEventDrawer event={edit} onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'बदले गए फ़ील्ड' });
    expect(rowsOf(table)[1]).toEqual(['Active', 'हाँ', 'नहीं']);
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('humanizes entity and field names', () => {
    expect(humanize('service_request')).toBe('Service request');
    expect(humanize('cancellationReasonId')).toBe('Cancellation reason id');
  });
});
