import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Box, Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import {
  ID_PROOF_TYPES,
  WORKER_SKILLS,
  createWorkerBodySchema,
  updateWorkerBodySchema,
  type CreateWorkerBody,
} from '@carcare/contracts';
import LoadingButton from '../../components/LoadingButton';
import { apiErrorOf } from '../../api/baseApi';
import { applyServerErrors } from '../../components/form/applyServerErrors';
import { FormDateField } from '../../components/form/FormDateFields';
import { PhoneField } from '../../components/form/PhoneField';
import { selectFieldProps } from '../../components/form/selectFieldProps';
import { ID_PROOF_LABELS, SKILL_LABELS, WORKER_TEXTS as T } from './workerTexts';

export interface WorkerFormValues {
  name: string;
  phone: string;
  skills: CreateWorkerBody['skills'];
  id_proof_type: CreateWorkerBody['id_proof_type'];
  id_proof_number: string;
  joined_on: string;
  version?: number;
}

const FIELDS = ['name', 'phone', 'skills', 'id_proof_type', 'id_proof_number', 'joined_on'] as const;

export interface WorkerFormProps {
  initial: WorkerFormValues;
  submitLabel: string;
  /** Sends the parsed body; resolves with the RTK Query result (`error` on failure). */
  onSave: (body: WorkerFormValues) => Promise<{ error?: unknown }>;
  onSaved: () => void;
  onCancel?: () => void;
  /** Offered after a stale-version 409: fetch the latest copy (the form then shows it). */
  onReload?: () => void;
}

/**
 * Add and edit a worker. Validated with createWorkerBodySchema, or updateWorkerBodySchema when the
 * initial values carry a version; a duplicate phone (409) lands on the phone field.
 */
export function WorkerForm({ initial, submitLabel, onSave, onSaved, onCancel, onReload }: WorkerFormProps) {
  const editing = initial.version !== undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WorkerFormValues>({
    // Both schemas share the worker fields; the update one also requires the version.
    resolver: zodResolver(editing ? updateWorkerBodySchema : createWorkerBodySchema) as unknown as Resolver<WorkerFormValues>,
    // Read once: the edit dialog remounts the form (keyed by version) when a newer copy arrives.
    defaultValues: initial,
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    setStale(false);
    const result = await onSave(body);
    if (!result.error) {
      onSaved();
      return;
    }
    const error = apiErrorOf(result.error);
    if (error?.status === 409 && error.data.code === 'DUPLICATE') {
      setError('phone', { type: 'server', message: error.data.message });
      return;
    }
    if (error?.status === 409 && error.data.code === 'STALE_VERSION') {
      setStale(true);
      setFailure(error.data.message);
      return;
    }
    setFailure(applyServerErrors(result.error, setError, FIELDS));
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={submitLabel}>
      <Stack spacing={2.5}>
        {failure ? (
          <Alert
            severity={stale ? 'warning' : 'error'}
            action={
              stale && onReload ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    setStale(false);
                    setFailure(null);
                    onReload();
                  }}
                >
                  {T.reload}
                </Button>
              ) : undefined
            }
          >
            {failure}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
          <TextField label={T.name} required fullWidth autoComplete="off" {...register('name')} error={Boolean(errors.name)} helperText={errors.name?.message} />
          <PhoneField control={control} name="phone" label={T.phone} help="10 digits, without +91" />
        </Box>
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <Autocomplete
              multiple
              options={WORKER_SKILLS}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              onBlur={field.onBlur}
              getOptionLabel={(skill) => SKILL_LABELS[skill]}
              disableCloseOnSelect
              renderValue={(value, getItemProps) =>
                value.map((skill, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} label={SKILL_LABELS[skill]} size="small" {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField {...params} label={T.skills} required inputRef={field.ref} error={Boolean(errors.skills)} helperText={errors.skills?.message} />
              )}
            />
          )}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2.5 }}>
          <Controller
            control={control}
            name="id_proof_type"
            render={({ field }) => (
              <TextField
                {...selectFieldProps(field)}
                label={T.idProofType}
                required
                error={Boolean(errors.id_proof_type)}
                helperText={errors.id_proof_type?.message}
              >
                {ID_PROOF_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {ID_PROOF_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={T.idProofNumber}
            required
            fullWidth
            autoComplete="off"
            {...register('id_proof_number')}
            error={Boolean(errors.id_proof_number)}
            helperText={errors.id_proof_number?.message}
          />
          <FormDateField
            control={control}
            name="joined_on"
            label={T.joinedOn}
            required
            fullWidth
          />
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {onCancel ? (
            <Button onClick={onCancel} disabled={isSubmitting}>
              {T.cancel}
            </Button>
          ) : null}
          <LoadingButton type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </LoadingButton>
        </Stack>
      </Stack>
    </Box>
  );
}
