import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name) ?? undefined;
  return value && DATE.test(value) ? value : undefined;
}

/** The date range a dashboard URL names (?from&to; either may be left to the server's default). */
export function dashboardRangeOf(params: URLSearchParams): { from?: string; to?: string; invalid: boolean } {
  const from = dateParam(params, 'from');
  const to = dateParam(params, 'to');
  return { from, to, invalid: Boolean(from && to && to < from) };
}

/** The dashboard's date range, kept in the URL (?from&to) so a view can be shared and survives a reload. */
export function useDashboardRange() {
  const [params, setParams] = useSearchParams();
  const { from, to, invalid } = dashboardRangeOf(params);
  const set = useCallback(
    (name: 'from' | 'to', value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { from, to, invalid, setFrom: (value?: string) => set('from', value), setTo: (value?: string) => set('to', value), reset };
}
