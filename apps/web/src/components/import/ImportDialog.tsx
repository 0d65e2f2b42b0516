import { useId, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, IMPORT_OUTCOMES, type ImportList, type ImportOutcome } from '@carcare/contracts';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { importCatalogue, importProblemText, type ImportTexts } from './importTexts';
import { useImportFile } from './useImportFile';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const OUTCOME_COLOUR: Record<ImportOutcome, 'success' | 'info' | 'default' | 'error'> = { new: 'success', changed: 'info', unchanged: 'default', invalid: 'error' };

/** The template: the header row the import expects, made here from the same column list the server checks. */
const templateHref = (list: ImportList) => `data:text/csv;charset=utf-8,${encodeURIComponent(`${IMPORT_COLUMNS[list].join(',')}\r\n`)}`;

export interface ImportDialogProps {
  list: ImportList;
  open: boolean;
  onClose: () => void;
}

/** Choose a file → its dry run (counts, and each invalid row's problems by column) → confirm → progress → what was written. */
export function ImportDialog({ list, open, onClose }: ImportDialogProps) {
  const t = useTexts(importCatalogue);
  const language = useLanguage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const state = useImportFile(list, (problem) => importProblemText(t, problem, language));
  const { phase, dryRun, ended, running } = state;
  const busy = phase === 'checking' || phase === 'running';

  const close = () => {
    if (busy) return;
    state.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t(`title.${list}`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {phase === 'choose' || phase === 'checking' ? (
            <>
              <Typography variant="body2">{t('intro')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('limits', { rows: IMPORT_MAX_ROWS })}
              </Typography>
              <Box>
                <Button component="a" href={templateHref(list)} download={`${list}-import.csv`} size="small">
                  {t('template')}
                </Button>
              </Box>
            </>
          ) : null}
          {state.file ? <Typography variant="body2">{t('fileLabel', { name: state.file.name })}</Typography> : null}
          {phase === 'checking' ? <LinearProgress aria-label={t('checking')} /> : null}
          {state.error ? <Alert severity="error">{state.error}</Alert> : null}
          {dryRun && (phase === 'checked' || phase === 'running') ? <DryRunSummary t={t} dryRun={dryRun} language={language} /> : null}
          {phase === 'running' ? <Progress t={t} processed={running?.processed ?? 0} total={running?.total ?? state.toWrite} /> : null}
          {phase === 'ended' && ended ? <EndSummary t={t} ended={ended} /> : null}
        </Stack>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="import-file"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void state.check(chosen);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={close} disabled={busy}>
          {t('close')}
        </Button>
        {phase === 'choose' || phase === 'checking' ? (
          <Button variant="contained" onClick={() => input.current?.click()} disabled={busy}>
            {t('chooseFile')}
          </Button>
        ) : null}
        {phase === 'checked' ? (
          <>
            <Button variant="outlined" onClick={() => input.current?.click()}>
              {t('chooseAnother')}
            </Button>
            <Button variant="contained" onClick={() => void state.confirm()} disabled={state.toWrite === 0}>
              {t('confirm', { count: state.toWrite })}
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

function DryRunSummary({ t, dryRun, language }: { t: ImportTexts; dryRun: NonNullable<ReturnType<typeof useImportFile>['dryRun']>; language: ReturnType<typeof useLanguage> }) {
  const nothing = dryRun.counts.new + dryRun.counts.changed === 0;
  return (
    <Stack spacing={2}>
      <Stack direction="row" role="list" aria-label={t('countsLabel')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {IMPORT_OUTCOMES.map((outcome) => (
          <Chip key={outcome} role="listitem" color={OUTCOME_COLOUR[outcome]} variant={dryRun.counts[outcome] > 0 ? 'filled' : 'outlined'} label={t(`counts.${outcome}`, { count: dryRun.counts[outcome] })} />
        ))}
      </Stack>
      {nothing ? <Alert severity="info">{t('nothingToDo')}</Alert> : null}
      {dryRun.problems.length === 0 ? (
        <Typography variant="body2">{t('noProblems')}</Typography>
      ) : (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('problemsTitle')}
          </Typography>
          <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Table size="small" stickyHeader aria-label={t('problemsTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 56 }}>{t('column.row')}</TableCell>
                  <TableCell sx={{ width: { xs: 96, sm: 160 } }}>{t('column.field')}</TableCell>
                  <TableCell>{t('column.message')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {dryRun.problems.map((problem, index) => (
                  <TableRow key={`${problem.row}-${problem.field}-${index}`}>
                    <TableCell>{problem.row}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{problem.field}</TableCell>
                    <TableCell>{importProblemText(t, problem, language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {dryRun.problems_truncated ? <Typography variant="caption">{t('problemsTruncated', { count: dryRun.problems.length })}</Typography> : null}
        </>
      )}
    </Stack>
  );
}

function Progress({ t, processed, total }: { t: ImportTexts; processed: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('running')}</Typography>
      <LinearProgress aria-label={t('progressLabel')} variant={processed > 0 ? 'determinate' : 'indeterminate'} value={percent} sx={{ height: 8, borderRadius: 4 }} />
      <Typography variant="body2" role="status">
        {t('processed', { processed, total })}
      </Typography>
    </Stack>
  );
}

function EndSummary({ t, ended }: { t: ImportTexts; ended: NonNullable<ReturnType<typeof useImportFile>['ended']> }) {
  const { job, refusals } = ended;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('doneTitle')}
      </Typography>
      <Typography role="status">{t('done', { done: job.done, refused: job.refused })}</Typography>
      {job.status === 'cancelled' ? <Alert severity="warning">{t('cancelled', { processed: job.processed, total: job.total })}</Alert> : null}
      {job.status === 'failed' ? <Alert severity="error">{t('failed', { error: job.error ?? '' })}</Alert> : null}
      {refusals.map((refusal) => (
        <Typography key={refusal.id} variant="body2" color="error">
          {t('refusedRow', { row: refusal.id, message: refusal.message })}
        </Typography>
      ))}
    </Stack>
  );
}
