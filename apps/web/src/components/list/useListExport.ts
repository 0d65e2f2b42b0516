import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreatedExport, CsvList, ExportFormat, ExportJob } from '@carcare/contracts';
import { httpClient } from '../../api/httpClient';
import { toApiQueryError } from '../../api/baseApi';
import { currentLanguage } from '../../i18n/languageStore';
import { sharedServerMessage } from '../componentTexts';

/** Why an export call failed, in the language shown (the server's English in English). */
const failureOf = (error: unknown) => sharedServerMessage(currentLanguage(), toApiQueryError(error).data);

/** How often the progress of an export under way is asked for. */
export const EXPORT_POLL_MS = 500;

export type ListExportPhase = 'starting' | 'running' | 'cancelling' | 'done' | 'cancelled' | 'failed';

export interface ListExportState {
  format: ExportFormat;
  phase: ListExportPhase;
  job: ExportJob | null;
  error: string | null;
}

const FINISHED: ReadonlySet<ExportJob['status']> = new Set(['done', 'cancelled', 'failed']);

/** The list's query as the export takes it: its filters and sort, and the visible columns. */
export function exportQuery(params: Record<string, string>, columns: string | undefined): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  if (columns) query.set('columns', columns);
  return query.toString();
}

/**
 * Lets the browser download `url` itself, as a file: a same-origin link with `download` streams the
 * answer to disk, so the page never holds the file (a blob of a million rows would sit in memory).
 */
export function downloadByLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * One list's export, start to end: asks the server for a one-use download ticket with the list's
 * query, hands the ticket's address to the browser's own download, then follows the job's progress
 * (rows, bytes, against the list's total) until it ends; `cancel` asks the server to stop streaming.
 */
export function useListExport(list: CsvList, download: (url: string, fileName: string) => void = downloadByLink) {
  const [state, setState] = useState<ListExportState | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = useCallback((next: (current: ListExportState | null) => ListExportState | null) => {
    if (mounted.current) setState(next);
  }, []);

  const start = useCallback(
    async (format: ExportFormat, query: string) => {
      update(() => ({ format, phase: 'starting', job: null, error: null }));
      try {
        const { data } = await httpClient.post<CreatedExport>('/api/v1/exports', { list, format, query });
        download(data.download_url, data.file_name);
        const { download_url: _used, ...job } = data;
        update((current) => current && { ...current, phase: 'running', job });
      } catch (error) {
        update((current) => current && { ...current, phase: 'failed', error: failureOf(error) });
      }
    },
    [list, download, update],
  );

  const jobId = state?.job?.id;
  const following = state?.phase === 'running' || state?.phase === 'cancelling';
  useEffect(() => {
    if (!following || jobId === undefined) return undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const { data } = await httpClient.get<ExportJob>(`/api/v1/exports/${jobId}`);
        if (stopped) return;
        update((current) => {
          if (!current || current.job?.id !== jobId) return current;
          const phase: ListExportPhase = FINISHED.has(data.status) ? (data.status as ListExportPhase) : current.phase;
          return { ...current, job: data, phase };
        });
      } catch (error) {
        if (!stopped) update((current) => current && { ...current, phase: 'failed', error: failureOf(error) });
      }
    };
    const timer = window.setInterval(() => void poll(), EXPORT_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [following, jobId, update]);

  const cancel = useCallback(async () => {
    if (jobId === undefined) return;
    update((current) => current && { ...current, phase: 'cancelling' });
    try {
      const { data } = await httpClient.post<ExportJob>(`/api/v1/exports/${jobId}/cancel`);
      update((current) => current && { ...current, job: data, phase: FINISHED.has(data.status) ? (data.status as ListExportPhase) : 'cancelling' });
    } catch (error) {
      update((current) => current && { ...current, phase: 'failed', error: failureOf(error) });
    }
  }, [jobId, update]);

  const dismiss = useCallback(() => update(() => null), [update]);

  return { state, start, cancel, dismiss };
}
