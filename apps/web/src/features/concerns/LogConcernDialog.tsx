import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { CONCERN_CATEGORIES, CONCERN_PRIORITIES, sanitizePhone, type UserConcernDetails } from '@carcare/contracts';
import LoadingButton from '../../components/LoadingButton';
import { applyServerErrors } from '../../components/form/applyServerErrors';
import { useWorkshopFilterOptionsQuery } from '../leaves/leavesApi';
import { useLogConcernMutation } from './concernsApi';
import { CONCERN_CATEGORY_LABELS, CONCERN_PRIORITY_LABELS, CONCERN_TEXTS as T } from './concernTexts';
import { emptyLogConcern, LOG_CONCERN_FIELDS, logConcernResolver, type LogConcernBody, type LogConcernValues } from './logConcernForm';

export interface LogConcernDialogProps {
  /** The super admin may say which workshop a concern without a request is about. */
  chooseWorkshop: boolean;
  onClose: () => void;
  onLogged: (concern: UserConcernDetails) => void;
}

/** Logs a concern a customer raised by phone (mounted while open, so every opening starts empty). */
export function LogConcernDialog({ chooseWorkshop, onClose, onLogged }: LogConcernDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const [logConcern] = useLogConcernMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [resolver] = useState(() => logConcernResolver(chooseWorkshop));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LogConcernValues, unknown, LogConcernBody>({ resolver, defaultValues: emptyLogConcern() });
  const { data: workshops } = useWorkshopFilterOptionsQuery(undefined, { skip: !chooseWorkshop });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await logConcern(body);
    if (result.data) {
      enqueueSnackbar(T.logged(result.data.code), { variant: 'success' });
      onLogged(result.data);
      onClose();
      return;
    }
    setFailure(applyServerErrors(result.error, setError, LOG_CONCERN_FIELDS));
  });

  const select = (field: { name: string; value: string; onChange: (value: string) => void; onBlur: () => void; ref: React.Ref<HTMLInputElement> }) => ({
    select: true,
    fullWidth: true,
    name: field.name,
    inputRef: field.ref,
    value: field.value,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value),
    onBlur: field.onBlur,
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="log-concern-title">
      <DialogTitle id="log-concern-title">{T.dialogTitle}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
              <TextField label={T.customerName} required fullWidth autoComplete="off" {...register('customer_name')} error={Boolean(errors.customer_name)} helperText={errors.customer_name?.message} />
              <Controller
                control={control}
                name="customer_phone"
                render={({ field }) => (
                  <TextField
                    label={T.customerPhone}
                    required
                    fullWidth
                    inputMode="numeric"
                    autoComplete="off"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(sanitizePhone(event.target.value))}
                    error={Boolean(errors.customer_phone)}
                    helperText={errors.customer_phone?.message ?? T.phoneHelp}
                  />
                )}
              />
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <TextField {...select(field)} label={T.category} required error={Boolean(errors.category)} helperText={errors.category?.message}>
                    {CONCERN_CATEGORIES.map((category) => (
                      <MenuItem key={category} value={category}>
                        {CONCERN_CATEGORY_LABELS[category]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="priority"
                render={({ field }) => (
                  <TextField {...select(field)} label={T.priority} required error={Boolean(errors.priority)} helperText={errors.priority?.message}>
                    {CONCERN_PRIORITIES.map((priority) => (
                      <MenuItem key={priority} value={priority}>
                        {CONCERN_PRIORITY_LABELS[priority]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Box>
            <TextField label={T.subject} required fullWidth {...register('subject')} error={Boolean(errors.subject)} helperText={errors.subject?.message} />
            <TextField
              label={T.description}
              required
              fullWidth
              multiline
              minRows={3}
              {...register('description')}
              error={Boolean(errors.description)}
              helperText={errors.description?.message}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: chooseWorkshop ? '1fr 1fr' : '1fr' }, gap: 2.5 }}>
              <TextField
                label={T.requestCode}
                fullWidth
                autoComplete="off"
                {...register('request_code')}
                error={Boolean(errors.request_code)}
                helperText={errors.request_code?.message ?? T.requestCodeHelp}
              />
              {chooseWorkshop ? (
                <Controller
                  control={control}
                  name="workshop_id"
                  render={({ field }) => (
                    <TextField {...select(field)} label={T.workshopOptional} error={Boolean(errors.workshop_id)} helperText={errors.workshop_id?.message ?? T.workshopHelp}>
                      <MenuItem value="">{T.noWorkshop}</MenuItem>
                      {(workshops?.data ?? []).map((workshop) => (
                        <MenuItem key={workshop.id} value={String(workshop.id)}>
                          {workshop.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              ) : null}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {T.cancel}
          </Button>
          <LoadingButton type="submit" variant="contained" loading={isSubmitting}>
            {T.save}
          </LoadingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
