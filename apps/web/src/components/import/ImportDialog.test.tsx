import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkJob, ImportDryRun } from '@carcare/contracts';
import { setHttpTransport, type TransportRequest } from '../../api/httpClient';
import { changeLanguage, resetLanguageForTests } from '../../i18n/languageStore';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ListImportButton } from './ListImportButton';

const dryRun: ImportDryRun = {
  list: 'workers',
  total: 3,
  counts: { new: 1, changed: 1, unchanged: 0, invalid: 1 },
  problems: [{ row: 3, field: 'phone', message: 'Enter a valid phone number', code: 'invalid_format' }],
  problems_truncated: false,
};
const job = (changes: Partial<BulkJob>): BulkJob => ({ id: 9, list: 'workers', action: 'import', status: 'running', total: 2, processed: 0, done: 0, refused: 0, created_at: '2026-01-15T00:00:00Z', finished_at: null, error: null, ...changes });

let calls: TransportRequest[] = [];
function serveImports() {
  setHttpTransport(async (request) => {
    calls.push(request);
    const { method, url } = request;
    if (method === 'POST' && url === '/api/v1/imports/workers/dry-run') return { status: 200, data: dryRun };
    if (method === 'POST' && url === '/api/v1/imports/workers') return { status: 202, data: job({}) };
    if (url === '/api/v1/bulk-jobs/9') return { status: 200, data: job({ status: 'done', processed: 2, done: 2 }) };
    if (url === '/api/v1/bulk-jobs/9/refused') return { status: 200, data: { data: [], next_after: null } };
    return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
  });
}

afterEach(async () => {
  setHttpTransport();
  calls = [];
  await resetLanguageForTests();
});

const csvFile = () => new File(['name,phone\n'], 'workers.csv', { type: 'text/csv' });

describe('ListImportButton', () => {
  it('checks a file in a dry run, shows its counts and problems by row and column, then imports and sums up', async () => {
    serveImports();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListImportButton list="workers" />, { path: '/workshop/workers' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import workers' });
    expect(within(dialog).getByRole('link', { name: 'Download the template' }).getAttribute('href')).toContain(encodeURIComponent('name,phone,skills,id_proof_type,id_proof_number,joined_on,workshop_id'));

    await user.upload(within(dialog).getByTestId('import-file'), csvFile());
    const counts = await within(dialog).findByRole('list', { name: 'What the import would do' });
    expect(counts).toHaveTextContent('1 new');
    expect(counts).toHaveTextContent('1 to update');
    expect(counts).toHaveTextContent('1 invalid (skipped)');
    const table = within(dialog).getByRole('table', { name: 'Rows with problems' });
    expect(within(table).getByRole('row', { name: '3 phone Enter a valid phone number' })).toBeVisible();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/imports/workers/dry-run' });
    expect(calls[0]!.body).toBeInstanceOf(File);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(await within(dialog).findByText('Import finished', {}, { timeout: 3000 })).toBeVisible();
    expect(within(dialog).getByText('2 written · 0 refused')).toBeVisible();
  });

  it('says a row’s problem in Hindi by its field code', async () => {
    await changeLanguage('hi');
    serveImports();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListImportButton list="workers" />, { path: '/workshop/workers' });
    await user.click(screen.getByRole('button', { name: 'इम्पोर्ट' }));
    const dialog = await screen.findByRole('dialog', { name: 'कर्मचारी इम्पोर्ट करें' });
    await user.upload(within(dialog).getByTestId('import-file'), csvFile());
    const table = await within(dialog).findByRole('table', { name: 'समस्या वाली पंक्तियाँ' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['3', 'phone', 'यह सही रूप में नहीं लिखा है, जाँच लें']);
    expect(within(dialog).getByRole('button', { name: '2 पंक्तियाँ इम्पोर्ट करें' })).toBeEnabled();
  });

  it('shows a bad file’s message and stays at the file choice', async () => {
    setHttpTransport(async () => ({ status: 400, data: { message: 'Missing columns: skills', code: 'VALIDATION_ERROR', details: [{ field: 'file', message: 'Missing columns: skills', code: 'missing_columns', params: { columns: 'skills' } }] } }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListImportButton list="workers" />, { path: '/workshop/workers' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import workers' });
    await user.upload(within(dialog).getByTestId('import-file'), csvFile());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Missing columns: skills');
    expect(within(dialog).getByRole('button', { name: 'Choose file' })).toBeEnabled();
  });
});
