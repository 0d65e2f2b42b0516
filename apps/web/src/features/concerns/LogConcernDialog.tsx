import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { CONCERN_CATEGORIES, CONCERN_PRIORITIES, type UserConcernDetails } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { FormSelectField } from '../../components/form/FormSelectField';
import { PhoneField } from '../../components/form/PhoneField';
import { useAfterSave } from '../../components/form/useAfterSave';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { WorkshopSelectField } from '../../components/form/WorkshopSelectField';
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
  const afterSave = useAfterSave();
  const [logConcern] = useLogConcernMutation();
  const [resolver] = useState(() => logConcernResolver(chooseWorkshop));
  const controller = useConsoleForm<LogConcernValues, LogConcernBody>({
    resolver,
    defaultValues: emptyLogConcern(),
    serverFields: LOG_CONCERN_FIELDS,
    onSave: async (body) =>
      afterSave(await logConcern(body), (saved) => T.logged(saved.code), (saved) => {
        onLogged(saved);
        onClose();
      }),
  });
  const { form } = controller;
  const { control } = form;

  return (
    <FormDialog controller={controller} onClose={onClose} titleId="log-concern-title" title={T.dialogTitle} cancelLabel={T.cancel} saveLabel={T.save} wide>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField label={T.customerName} required autoComplete="off" {...fieldProps(form, 'customer_name')} />
        <PhoneField control={control} name="customer_phone" label={T.customerPhone} help={T.phoneHelp} />
        <FormSelectField control={control} name="category" label={T.category} required options={CONCERN_CATEGORIES} labels={CONCERN_CATEGORY_LABELS} />
        <FormSelectField control={control} name="priority" label={T.priority} required options={CONCERN_PRIORITIES} labels={CONCERN_PRIORITY_LABELS} />
      </Box>
      <TextField label={T.subject} required {...fieldProps(form, 'subject')} />
      <TextField label={T.description} required multiline minRows={3} {...fieldProps(form, 'description')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: chooseWorkshop ? '1fr 1fr' : '1fr' }, gap: 2.5 }}>
        <TextField label={T.requestCode} autoComplete="off" {...fieldProps(form, 'request_code', T.requestCodeHelp)} />
        {chooseWorkshop ? (
          <WorkshopSelectField control={control} name="workshop_id" label={T.workshopOptional} helperText={T.workshopHelp} noneLabel={T.noWorkshop} />
        ) : null}
      </Box>
    </FormDialog>
  );
}
