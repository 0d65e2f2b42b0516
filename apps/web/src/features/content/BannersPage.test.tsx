import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import BannersPage from './BannersPage';
import { fixture } from '../../app/testing/fixture';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const banner = fixture<Banner>({
  id: 1,
  title: 'Monsoon Shield',
  alt_text: 'A car in the rain',
  image_url: '/uploads/banners/aaaa.png',
  link_url: 'https://carcare.in/offers',
  starts_at: at(-1),
  ends_at: at(10),
  sort_order: 1,
  active: true,
  live: true,
  version: 1,
  created_at: at(-5),
  updated_at: at(-5),
});

const BANNERS = [
  banner({}),
  banner({ id: 2, title: 'Foam wash', alt_text: 'Foam wash from ₹299', image_url: '/uploads/banners/bbbb.png', sort_order: 2 }),
  banner({ id: 3, title: 'Diwali week', starts_at: at(5), ends_at: at(20), sort_order: 3, live: false }),
  banner({ id: 4, title: 'No picture yet', image_url: null, sort_order: 4, live: false }),
];

function renderPage(write: (request: SeenRequest) => FakeAnswer = () => ok({ data: BANNERS })) {
  const requests = fakeApi((request) => (request.method === 'GET' ? ok({ data: BANNERS }) : write(request)));
  renderWithProviders(<BannersPage />, { path: '/main/promotionalbanners' });
  return { writes: () => requests.filter((r) => r.method !== 'GET') };
}

afterEach(restoreApi);

describe('promotionalbanners', () => {
  it('exports every banner, in display order and every column, as CSV or XLSX (the list has no filter)', async () => {
    const { writes } = renderPage(() => ok({ id: 9, list: 'banners', format: 'xlsx', file_name: 'banners.xlsx', status: 'ready', rows_written: 0, bytes_written: 0, total: 4, total_is_estimate: false, download_url: '/api/v1/exports/download/ticket' }));
    await screen.findByRole('list', { name: 'Promotional banners' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export XLSX (Excel)' }));
    await waitFor(() => expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/v1/exports', body: { list: 'banners', format: 'xlsx', query: '' } }));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('lists the banners in order with thumbnails and why each is or is not live; the preview shows only the live ones', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Promotional banners' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Monsoon Shield', 'Foam wash', 'Diwali week', 'No picture yet']);
    expect(within(rows[0]!).getByRole('img', { name: 'A car in the rain' })).toHaveAttribute('src', '/uploads/banners/aaaa.png');
    expect(within(rows[0]!).getByText('Live')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Needs an image')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Move up: Monsoon Shield' })).toBeDisabled();
    expect(within(rows[3]!).getByRole('button', { name: 'Move down: No picture yet' })).toBeDisabled();

    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(within(preview).getByRole('img', { name: 'Banner 1 of 2' })).toHaveAttribute('alt', 'A car in the rain');
    await userEvent.setup({ delay: null }).click(within(preview).getByRole('button', { name: 'Next banner' }));
    expect(within(preview).getByRole('img', { name: 'Banner 2 of 2' })).toHaveAttribute('alt', 'Foam wash from ₹299');
  });

  it('moves a banner with the version it read', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage();
    const list = await screen.findByRole('list', { name: 'Promotional banners' });
    await user.click(within(list).getByRole('button', { name: 'Move up: Foam wash' }));
    expect(await screen.findByText('Moved up')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', url: '/api/v1/banners/2/move', body: { direction: 'up', version: 1 } })]);
  });

  it('checks a chosen image in the browser, and shows the server’s message when an upload is refused', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { writes } = renderPage((request) => {
      if (request.url.endsWith('/image')) return { status: 413, data: { message: 'Images must be at most 2 MB', code: 'PAYLOAD_TOO_LARGE' } };
      return ok(BANNERS[0]);
    });
    const list = await screen.findByRole('list', { name: 'Promotional banners' });
    await user.click(within(list).getByRole('button', { name: 'Edit: Monsoon Shield' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner' });
    const input = within(dialog).getByLabelText('Banner image file');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByText('Upload a PNG, JPEG or WebP image')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(within(dialog).getByText('Images must be at most 2 MB')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ok.png', { type: 'image/png' }));
    expect(within(dialog).queryByText('Images must be at most 2 MB')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Images must be at most 2 MB')).toBeInTheDocument();
    expect(writes().map((r) => [r.method, r.url])).toEqual([
      ['PUT', '/api/v1/banners/1'],
      ['PUT', '/api/v1/banners/1/image'],
    ]);
    expect(writes()[1]!.headers?.['content-type']).toBe('image/png');
  });

  it('asks before deleting', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => ({ status: 204, data: null }));
    const list = await screen.findByRole('list', { name: 'Promotional banners' });
    await user.click(within(list).getByRole('button', { name: 'Delete: Diwali week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this banner?' });
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner deleted')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/v1/banners/3', params: { version: 1 } })]);
  });
});
