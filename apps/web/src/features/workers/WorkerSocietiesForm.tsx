import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { Autocomplete, Box, Stack, TextField } from '@mui/material';
import type { Worker } from '@carcare/contracts';
import { useSnackbar } from '../../components/snackbar/snackbars';
import LoadingButton from '../../components/LoadingButton';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { serverFailureText } from '../../components/form/fieldErrorText';
import { useAssignableSocietiesQuery } from '../../api/optionsApi';
import { useTexts } from '../../i18n/useTexts';
import { useSetWorkerSocietiesMutation } from './workersApi';
import { workerCatalogue } from './workerTexts';

/** The societies a worker serves, chosen from the active ones and saved with the version shown. */
export function WorkerSocietiesForm({ worker, onStale }: { worker: Worker; onStale: (message: string) => void }) {
  const t = useTexts(workerCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const { data: options, isLoading } = useAssignableSocietiesQuery();
  const [save, { isLoading: saving }] = useSetWorkerSocietiesMutation();
  // A new server copy (after a save or a reload) replaces the choice.
  const values = useMemo(() => ({ version: worker.version, society_ids: worker.societies.map((s) => s.id) }), [worker.version, worker.societies]);
  const { form, submit } = useConsoleForm({
    values,
    serverFields: [],
    onSave: async (body: { version: number; society_ids: number[] }) => {
      const result = await save({ id: worker.id, ...body });
      if (!result.error) enqueueSnackbar(t('assigned'), { variant: 'success' });
      return result.error;
    },
    onFailure: (error) => {
      if (error?.data.code === 'STALE_VERSION') onStale(serverFailureText(error.data));
      else enqueueSnackbar(error ? serverFailureText(error.data) : t('assignFailed'), { variant: 'error' });
      return null;
    },
  });
  const { field } = useController({ control: form.control, name: 'society_ids' });
  const chosen = field.value;
  // Already assigned societies stay listed even when inactive (they can still be removed).
  const all = useMemo(() => {
    const byId = new Map((options?.data ?? []).map((s) => [s.id, s]));
    for (const s of worker.societies) if (!byId.has(s.id)) byId.set(s.id, s);
    return [...byId.values()];
  }, [options, worker.societies]);
  const unchanged = chosen.length === worker.societies.length && worker.societies.every((s) => chosen.includes(s.id));

  return (
    <Stack spacing={2}>
      <Autocomplete
        multiple
        loading={isLoading}
        options={all}
        value={all.filter((s) => chosen.includes(s.id))}
        onChange={(_event, value) => field.onChange(value.map((s) => s.id))}
        getOptionLabel={(s) => s.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        disableCloseOnSelect
        renderInput={(params) => <TextField {...params} label={t('assignLabel')} helperText={t('assignHelp')} />}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LoadingButton variant="contained" onClick={() => void submit()} loading={saving} disabled={unchanged}>
          {t('assignSave')}
        </LoadingButton>
      </Box>
    </Stack>
  );
}
