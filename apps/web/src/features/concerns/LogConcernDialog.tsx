import { useMemo, useState } from 'react';
import { Box, TextField } from '@mui/material';
import { CONCERN_CATEGORIES, CONCERN_PRIORITIES, type ConcernCategory, type ConcernPriority, type UserConcernDetails } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { FormSelectField } from '../../components/form/FormSelectField';
import { PhoneField } from '../../components/form/PhoneField';
import { useAfterSave } from '../../components/form/useAfterSave';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { WorkshopSelectField } from '../../components/form/WorkshopSelectField';
import { useLogConcernMutation } from './concernsApi';
import { useTexts } from '../../i18n/useTexts';
import { concernCatalogue } from './concernTexts';
import { emptyLogConcern, LOG_CONCERN_FIELDS, logConcernResolver, type LogConcernBody, type LogConcernValues } from './logConcernForm';

export interface LogConcernDialogProps {
  /** The super admin may say which workshop a concern without a request is about. */
  chooseWorkshop: boolean;
  onClose: () => void;
  onLogged: (concern: UserConcernDetails) => void;
}

/** Logs a concern a customer raised by phone (mounted while open, so every opening starts empty). */
export function LogConcernDialog({ chooseWorkshop, onClose, onLogged }: LogConcernDialogProps) {
  const t = useTexts(concernCatalogue);
  const categoryLabels = useMemo(() => Object.fromEntries(CONCERN_CATEGORIES.map((category) => [category, t(`category.${category}`)])) as Record<ConcernCategory, string>, [t]);
  const priorityLabels = useMemo(() => Object.fromEntries(CONCERN_PRIORITIES.map((priority) => [priority, t(`priority.${priority}`)])) as Record<ConcernPriority, string>, [t]);
  const afterSave = useAfterSave();
  const [logConcern] = useLogConcernMutation();
  const [resolver] = useState(() => logConcernResolver(chooseWorkshop));
  const controller = useConsoleForm<LogConcernValues, LogConcernBody>({
    resolver,
    defaultValues: emptyLogConcern(),
    serverFields: LOG_CONCERN_FIELDS,
    onSave: async (body) =>
      afterSave(await logConcern(body), (saved) => t('logged', { code: saved.code }), (saved) => {
        onLogged(saved);
        onClose();
      }),
  });
  const { form } = controller;
  const { control } = form;

  return (
    <FormDialog controller={controller} onClose={onClose} titleId="log-concern-title" title={t('dialogTitle')} cancelLabel={t('cancel')} saveLabel={t('save')} wide>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField label={t('customerName')} required autoComplete="off" {...fieldProps(form, 'customer_name')} />
        <PhoneField control={control} name="customer_phone" label={t('customerPhone')} help={t('phoneHelp')} />
        <FormSelectField control={control} name="category" label={t('category')} required options={CONCERN_CATEGORIES} labels={categoryLabels} />
        <FormSelectField control={control} name="priority" label={t('priority')} required options={CONCERN_PRIORITIES} labels={priorityLabels} />
      </Box>
      <TextField label={t('subject')} required {...fieldProps(form, 'subject')} />
      <TextField label={t('description')} required multiline minRows={3} {...fieldProps(form, 'description')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: chooseWorkshop ? '1fr 1fr' : '1fr' }, gap: 2.5 }}>
        <TextField label={t('requestCode')} autoComplete="off" {...fieldProps(form, 'request_code', t('requestCodeHelp'))} />
        {chooseWorkshop ? (
          <WorkshopSelectField control={control} name="workshop_id" label={t('workshopOptional')} helperText={t('workshopHelp')} noneLabel={t('noWorkshop')} />
        ) : null}
      </Box>
    </FormDialog>
  );
}
