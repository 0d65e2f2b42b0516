import { useEffect, useState } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { Alert, Autocomplete, Box, Button, Card, CardContent, List, ListItem, ListItemText, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { Worker } from '@carcare/contracts';
import { useController } from 'react-hook-form';
import { apiErrorOf, type ApiQueryError } from '../../api/baseApi';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmTarget } from '../../components/useConfirmTarget';
import LoadingButton from '../../components/LoadingButton';
import { ShownOfTotal } from '../../components/ShownOfTotal';
import { StatusChip } from '../../components/StatusChip';
import { serverMessageIn } from '../../i18n/catalogue';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { societyCatalogue } from './societyTexts';
import { useListWorkersQuery, useSetWorkerSocietiesMutation } from '../workers/public';
import { RetryAlert } from '../../components/RetryAlert';
import { fieldErrorText } from '../../components/form/fieldErrorText';
import { CardHeading } from '../../components/CardHeading';

const WORKERS_SHOWN = 100;
const SEARCH_DEBOUNCE_MS = 300;
/** How many matches the picker of workers to assign offers. */
const PICKER_SIZE = 20;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const optionLabel = (worker: Worker) => `${worker.name} · ${worker.phone}`;

/** Which workers serve a society; assign a worker of any workshop, or unassign one. */
export function SocietyWorkersCard({ societyId, societyActive }: { societyId: number; societyActive: boolean }) {
  const t = useTexts(societyCatalogue);
  const language = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const { data, isLoading, isError, refetch } = useListWorkersQuery({ society_id: societyId, page_size: WORKERS_SHOWN, sort: 'name' });
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data: found, isFetching: searching } = useListWorkersQuery({ q, page_size: PICKER_SIZE, sort: 'name' }, { skip: !societyActive });
  const leaving = useConfirmTarget<Worker>();
  const [setSocieties, { isLoading: saving }] = useSetWorkerSocietiesMutation();
  const workers = data?.data ?? [];

  // In English the server's own words (a field's message first); in Hindi the text of its code (a field's code first).
  const failureText = (error: ApiQueryError | null) => {
    const detail = error?.data.details?.[0];
    return error ? (detail ? fieldErrorText(detail, language) : serverMessageIn(societyCatalogue, language, error.data)) : t('saveFailed');
  };
  const saveSocieties = (worker: Worker, societyIds: number[]) => setSocieties({ id: worker.id, society_ids: societyIds, version: worker.version });

  // The worker picked to assign; the search typed to find one is not part of the form.
  const { form, submit } = useConsoleForm<{ worker: Worker | null }>({
    defaultValues: { worker: null },
    serverFields: [],
    onSave: async ({ worker }) => {
      if (!worker) return undefined;
      const result = await saveSocieties(worker, [...new Set([...worker.societies.map((s) => s.id), societyId])]);
      if (result.error) return result.error;
      enqueueSnackbar(t('assigned', { name: worker.name }), { variant: 'success' });
      form.reset({ worker: null });
      setSearch('');
      return undefined;
    },
    onFailure: (error) => {
      enqueueSnackbar(failureText(error), { variant: 'error' });
      return null;
    },
  });
  const { field: pick } = useController({ control: form.control, name: 'worker' });
  const picked = pick.value;

  const unassign = async (worker: Worker) => {
    const result = await saveSocieties(
      worker,
      worker.societies.map((s) => s.id).filter((id) => id !== societyId),
    );
    if (result.error) enqueueSnackbar(failureText(apiErrorOf(result.error)), { variant: 'error' });
    else enqueueSnackbar(t('unassigned', { name: worker.name }), { variant: 'success' });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <CardHeading title={data ? t('workersCount', { count: data.total }) : t('workers')} subtitle={t('workersHint')} spaced />

        {societyActive ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
            <Autocomplete
              sx={{ flexGrow: 1 }}
              options={found?.data ?? []}
              value={picked}
              onChange={(_event, value) => pick.onChange(value)}
              inputValue={search}
              onInputChange={(_event, value) => setSearch(value)}
              // The server filters by name or phone; show its answer as it is.
              filterOptions={(options) => options}
              getOptionLabel={optionLabel}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              getOptionDisabled={(worker) => worker.status === 'inactive' || worker.societies.some((s) => s.id === societyId)}
              loading={searching}
              renderOption={(props, worker) => {
                const { key, ...rest } = props;
                const already = worker.societies.some((s) => s.id === societyId);
                return (
                  <li key={key} {...rest}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2">{optionLabel(worker)}</Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {worker.workshop.name}
                        {already ? ` · ${t('alreadyAssigned')}` : worker.status === 'inactive' ? ` · ${t('workerInactive')}` : ''}
                      </Typography>
                    </Box>
                  </li>
                );
              }}
              renderInput={(params) => <TextField {...params} size="small" label={t('pickWorker')} helperText={t('pickHint')} />}
            />
            <LoadingButton variant="contained" onClick={() => void submit()} loading={saving && Boolean(picked)} disabled={!picked} sx={{ alignSelf: { xs: 'flex-start', sm: 'flex-start' }, mt: { sm: 0 } }}>
              {t('assign')}
            </LoadingButton>
          </Stack>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('inactiveSociety')}
          </Alert>
        )}

        {isLoading ? (
          <Stack spacing={1} aria-busy="true" aria-label={t('loadingWorkers')}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        ) : isError ? (
          <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
            {t('workersFailed')}
          </RetryAlert>
        ) : workers.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('noWorkers')}</Typography>
        ) : (
          <List disablePadding aria-label={t('workers')}>
            {workers.map((worker) => (
              <ListItem key={worker.id} disableGutters divider sx={{ gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                <ListItemText primary={worker.name} secondary={`${worker.phone} · ${worker.workshop.name}`} sx={{ minWidth: 0, flex: '1 1 200px' }} />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
                  <StatusChip status={worker.display_status} />
                  <Button size="small" color="error" onClick={() => leaving.ask(worker)} aria-label={t('unassignWorker', { name: worker.name })}>
                    {t('unassign')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        <ShownOfTotal shown={workers.length} total={data?.total} text={(shown, total) => t('moreWorkers', { shown, total })} />
      </CardContent>
      <ConfirmDialog
        {...leaving.dialogProps(unassign, saving)}
        title={t('unassignTitle')}
        text={leaving.target ? t('unassignText', { name: leaving.target.name }) : ''}
        confirmLabel={t('unassign')}
        destructive
      />
    </Card>
  );
}
