import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportJob } from '@carcare/contracts';
import { setHttpTransport } from '../../api/httpClient';
import { renderWithProviders } from '../testing/renderWithProviders';
import { byteSize } from './exportTexts';
import { ListExportButton } from './ListExportButton';
import { exportQuery } from './useListExport';

const job = (changes: Partial<ExportJob> = {}): ExportJob => ({
  id: 7,
  list: 'requests',
  format: 'csv',
  file_name: 'requests-2026-01-15.csv',
  status: 'streaming',
  rows_written: 0,
  bytes_written: 0,
  total: 100_000,
  total_is_estimate: true,
  ...changes,
});

let calls: { method: string; url: string; body: unknown }[] = [];
let progress: ExportJob[] = [];

function serveExports() {
  setHttpTransport(async ({ method, url, body }) => {
    calls.push({ method, url, body: body ? JSON.parse(body as string) : undefined });
    if (method === 'POST' && url === '/api/v1/exports') {
      return { status: 201, data: { ...job({ status: 'ready' }), download_url: '/api/v1/exports/download/ticket' } };
    }
    if (method === 'POST' && url.endsWith('/cancel')) return { status: 200, data: job({ status: 'cancelled', rows_written: 12_500, bytes_written: 1_500_000 }) };
    return { status: 200, data: progress.length > 1 ? progress.shift() : progress[0] };
  });
}

afterEach(() => {
  setHttpTransport();
  calls = [];
  progress = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('exportQuery', () => {
  it('is the list’s filters and sort without empty values, with the visible columns', () => {
    expect(exportQuery({ status: 'pending', q: '', sort: '-scheduled_at' }, 'code,status')).toBe('status=pending&sort=-scheduled_at&columns=code%2Cstatus');
    expect(exportQuery({}, undefined)).toBe('');
  });
});

describe('byteSize', () => {
  it('reads as bytes, kilobytes or megabytes', () => {
    expect(byteSize(512)).toBe('512 B');
    expect(byteSize(2048)).toBe('2.0 KB');
    expect(byteSize(640 * 1024)).toBe('640 KB');
    expect(byteSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});

describe('ListExportButton', () => {
  it('starts a ticketed download, shows rows and bytes against an estimated total, and cancels on the server', async () => {
    const downloads: string[] = [];
    // The browser's own download: a same-origin link with `download`, which jsdom cannot follow.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    progress = [job({ rows_written: 12_500, bytes_written: 1_500_000 })];
    serveExports();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListExportButton list="requests" params={{ status: 'pending', sort: '-scheduled_at' }} />, { path: '/workshop/requests' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const panel = await screen.findByRole('region', { name: 'Export progress' });
    expect(within(panel).getByRole('heading', { name: 'Exporting CSV' })).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/v1/exports', body: { list: 'requests', format: 'csv', query: 'status=pending&sort=-scheduled_at' } });
    expect(await within(panel).findByText('12,500 of about 100 K rows', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(panel).getByText('1.4 MB')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Rows exported' })).toHaveAttribute('aria-valuenow', '13');
    // Another export waits for this one.
    expect(screen.getByRole('button', { name: 'Export XLSX (Excel)' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(await within(panel).findByText(/Cancelled after 12,500 rows/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/v1/exports/7/cancel')).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Export XLSX (Excel)' })).toBeEnabled();
    expect(downloads).toEqual(['/api/v1/exports/download/ticket as requests-2026-01-15.csv']);
  });

  it('shows an exact total in Indian digits, then the end of an XLSX export', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    progress = [job({ format: 'xlsx', total: 150_000, total_is_estimate: false, rows_written: 50_000, bytes_written: 4096 }), job({ format: 'xlsx', status: 'done', total: 150_000, total_is_estimate: false, rows_written: 150_000, bytes_written: 3 * 1024 * 1024 })];
    serveExports();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListExportButton list="requests" params={{}} />, { path: '/workshop/requests' });
    await user.click(screen.getByRole('button', { name: 'Export XLSX (Excel)' }));
    const panel = await screen.findByRole('region', { name: 'Export progress' });
    expect(within(panel).getByRole('heading', { name: 'Exporting Excel (XLSX)' })).toBeInTheDocument();
    expect(await within(panel).findByText('50,000 of 1,50,000 rows', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await within(panel).findByText(/Done: 1,50,000 rows, 3.0 MB/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Excel (XLSX) export' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 700));
    });
    // Polling stopped with the job's end.
    const polls = calls.filter((call) => call.method === 'GET').length;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 700));
    });
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(polls);
  });

  it('says so when an export ended before its first byte: cancelled at once, or a download that never started', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    setHttpTransport(async ({ method, url }) => {
      if (method === 'POST' && url === '/api/v1/exports') return { status: 201, data: { ...job({ status: 'ready' }), download_url: '/api/v1/exports/download/ticket' } };
      // Cancelled before the browser opened the ticket: nothing was written.
      if (method === 'POST') return { status: 200, data: job({ status: 'cancelled' }) };
      return { status: 200, data: job({ status: 'ready' }) };
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListExportButton list="requests" params={{}} />, { path: '/workshop/requests' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const panel = await screen.findByRole('region', { name: 'Export progress' });
    await user.click(await within(panel).findByRole('button', { name: 'Cancel' }));
    expect(await within(panel).findByText('Cancelled before any row was written.')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('The file is incomplete');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));

    // A ticket the browser never opened expires: the server reports the job failed.
    setHttpTransport(async ({ method }) =>
      method === 'POST' ? { status: 201, data: { ...job({ status: 'ready' }), download_url: '/api/v1/exports/download/ticket' } } : { status: 200, data: job({ status: 'failed' }) },
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await within(panel).findByText('The download did not start. Try again.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the server’s refusal to start', async () => {
    setHttpTransport(async () => ({ status: 400, data: { code: 'VALIDATION_ERROR', message: 'Unknown column secret; use code, status' } }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListExportButton list="requests" params={{}} />, { path: '/workshop/requests' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export failed: Unknown column secret; use code, status')).toBeInTheDocument();
  });
});
