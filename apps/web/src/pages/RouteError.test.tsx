import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../components/testing/renderWithProviders';
import { ErrorPage } from './RouteError';

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ErrorPage', () => {
  it('shows the calm error page with the reference it reported, and a reload button, instead of a blank screen', async () => {
    renderWithProviders(<ErrorPage error={new Error('render failed')} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    const reference = (await screen.findByTestId('error-reference')).textContent;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as { reference: string; kind: string };
    expect(body).toMatchObject({ reference, kind: 'render', message: 'render failed' });
  });
});
