import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { Box, MenuItem, TextField } from '@mui/material';
import { CONCERN_CATEGORIES, CONCERN_PRIORITIES, type UserConcernDetails } from '@carcare/contracts';
import { EntryFormDialog } from '../../components/FormDialog';
import { applyServerErrors } from '../../components/form/applyServerErrors';
import { PhoneField } from '../../components/form/PhoneField';
import { selectFieldProps } from '../../components/form/selectFieldProps';

import { useLogConcernMutation } from './concernsApi';
import { CONCERN_CATEGORY_LABELS, CONCERN_PRIORITY_LABELS, CONCERN_TEXTS as T } from './concernTexts';
import { emptyLogConcern, LOG_CONCERN_FIELDS, logConcernResolver, type LogConcernBody, type LogConcernValues } from './logConcernForm';
import { useWorkshopFilterOptionsQuery } from '../../api/optionsApi';

export interface LogConcernDialogProps {
  /** The super admin may say which workshop a concern without a request is about. */
  chooseWorkshop: boolean;
  onClose: () => void;
  onLogged: (concern: UserConcernDetails) => void;
}

/** Logs a concern a customer raised by phone (mounted while open, so every opening starts empty). */
export function LogConcernDialog({ chooseWorkshop, onClose, onLogged }: LogConcernDialogProps) {
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

  return (
    <EntryFormDialog
      onClose={onClose}
      titleId="log-concern-title"
      title={T.dialogTitle}
      onSubmit={submit}
      saving={isSubmitting}
      failure={failure}
      cancelLabel={T.cancel}
      saveLabel={T.save}
      wide
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField label={T.customerName} required fullWidth autoComplete="off" {...register('customer_name')} error={Boolean(errors.customer_name)} helperText={errors.customer_name?.message} />
        <PhoneField control={control} name="customer_phone" label={T.customerPhone} help={T.phoneHelp} />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <TextField {...selectFieldProps(field)} label={T.category} required error={Boolean(errors.category)} helperText={errors.category?.message}>
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
            <TextField {...selectFieldProps(field)} label={T.priority} required error={Boolean(errors.priority)} helperText={errors.priority?.message}>
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
              <TextField {...selectFieldProps(field)} label={T.workshopOptional} error={Boolean(errors.workshop_id)} helperText={errors.workshop_id?.message ?? T.workshopHelp}>
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
    </EntryFormDialog>
  );
}
