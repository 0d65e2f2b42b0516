import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_HOME } from '@carcare/contracts';
import { matchConsoleRoute, preloadConsolePage } from './consoleRoutes';
import { codeLoadsSettled, lazyPage } from './lazyPage';

const Page = () => <p>the page</p>;

describe('lazyPage', () => {
  it('loads a page once whether preloaded first or rendered first', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const LazyPage = lazyPage(load);
    await LazyPage.preload();
    await LazyPage.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a page whose code has arrived in the first pass, without showing the loader', async () => {
    const LazyPage = lazyPage(async () => ({ default: Page }));
    await LazyPage.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('forgets a failed load, so the next preload asks the network again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Page });
    const LazyPage = lazyPage(load);
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    await expect(LazyPage.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('codeLoadsSettled', () => {
  it('waits for every load in flight, and for the loads those start, failed ones included', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const second = lazyPage(async () => (order.push('second'), { default: Page }));
    const first = lazyPage(
      () =>
        new Promise<{ default: typeof Page }>((resolve) => {
          finishFirst = () => resolve({ default: Page });
        }),
    );
    first.preload().then(() => second.preload());
    lazyPage(() => Promise.reject(new Error('offline'))).preload().catch(() => undefined);

    const settled = codeLoadsSettled().then(() => order.push('settled'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    finishFirst();
    await settled;
    expect(order).toEqual(['second', 'settled']);
  });
});

describe('preloadConsolePage', () => {
  it('starts loading the page a console path shows (query and hash ignored), and ignores other paths', () => {
    const route = matchConsoleRoute('super_admin', `${ROLE_HOME.super_admin}/transactions`)!;
    const preload = vi.spyOn(route.page, 'preload').mockResolvedValue({ default: Page });
    preloadConsolePage(`${ROLE_HOME.super_admin}/transactions?kind=refund#top`);
    expect(preload).toHaveBeenCalledTimes(1);
    preloadConsolePage('/elsewhere');
    preloadConsolePage(undefined);
    expect(preload).toHaveBeenCalledTimes(1);
    preload.mockRestore();
  });
});
