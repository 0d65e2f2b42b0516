import { useCallback, useState } from 'react';
import { importDryRunPath, importPath, type BulkJob, type ImportDryRun, type ImportList } from '@carcare/contracts';
import { httpClient } from '../../api/httpClient';
import { toApiQueryError } from '../../api/baseApi';
import { serverFailureText, type FieldProblem } from '../form/fieldErrorText';
import { markBulkJobShown, useBulkJob, type EndedBulkJob } from '../bulk';

export type ImportPhase = 'choose' | 'checking' | 'checked' | 'running' | 'ended';

/**
 * A spreadsheet import, step by step: a file is sent for a dry run (nothing written), its outcome
 * shown; confirming sends the same file again to run it as a bulk job, followed like a bulk action's
 * until it ends. A refused call (a bad file, no right) leaves the dialog at the file choice with the
 * server's message in the language shown.
 */
export function useImportFile(list: ImportList, problemText: (problem: FieldProblem) => string) {
  const [phase, setPhase] = useState<ImportPhase>('choose');
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState<ImportDryRun | null>(null);
  const [ended, setEnded] = useState<EndedBulkJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const job = useBulkJob(
    (end) => {
      // The dialog shows how the import ended: the list page's own bulk outcome must not show it again.
      markBulkJobShown(end.job.id);
      setEnded(end);
      setPhase('ended');
    },
    (message) => {
      setError(message);
      setPhase('checked');
    },
  );

  const send = (path: string, chosen: File) => httpClient.post(path, chosen, { headers: { 'content-type': chosen.type || 'application/octet-stream' } });

  const check = useCallback(
    async (chosen: File) => {
      setFile(chosen);
      setDryRun(null);
      setError(null);
      setPhase('checking');
      try {
        const { data } = await send(importDryRunPath(list), chosen);
        setDryRun(data as ImportDryRun);
        setPhase('checked');
      } catch (failure) {
        const { data } = toApiQueryError(failure);
        // A bad file's problem is the first detail, said by the import's own texts where it has them.
        setError(data.details?.[0] ? problemText(data.details[0]) : serverFailureText(data));
        setPhase('choose');
      }
    },
    [list, problemText],
  );

  const { follow } = job;
  const confirm = useCallback(async () => {
    if (!file) return;
    setError(null);
    setPhase('running');
    try {
      const { data } = await send(importPath(list), file);
      follow(data as BulkJob);
    } catch (failure) {
      setError(serverFailureText(toApiQueryError(failure).data));
      setPhase('checked');
    }
  }, [file, list, follow]);

  const reset = useCallback(() => {
    setFile(null);
    setDryRun(null);
    setEnded(null);
    setError(null);
    setPhase('choose');
  }, []);

  const toWrite = dryRun ? dryRun.counts.new + dryRun.counts.changed : 0;
  return { phase, file, dryRun, ended, error, toWrite, running: job.followed?.job ?? null, check, confirm, reset };
}
