import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Box, Skeleton, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { FormDialog } from '../../components/FormDialog';
import { PlainTable } from '../../components/PlainTable';
import { FormDateField } from '../../components/form/FormDateFields';
import { WorkshopSelectField } from '../../components/form/WorkshopSelectField';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useAfterSave } from '../../components/form/useAfterSave';
import { formatCalendarDate } from '../../components/format/dates';
import { refusalInAreaWords } from '../../components/form/useMoneyDialogForm';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { settlementCatalogue } from './settlementTexts';
import { rateOf, rateResolverOf, type RateFormValues } from './rateForm';
import { useAddCommissionRateMutation, useCommissionRatesQuery } from './settlementsApi';

function RateHistory({ workshopId }: { workshopId: number }) {
  const t = useTexts(settlementCatalogue);
  const { data, isLoading, isError } = useCommissionRatesQuery(workshopId);
  if (isLoading) return <Skeleton variant="rounded" height={96} />;
  if (isError || !data) return <Alert severity="error">{t('ratesFailed')}</Alert>;
  if (data.data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('noRates')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <PlainTable label={t('ratesHistory')} head={[{ text: t('rate'), align: 'right' }, t('effectiveFrom'), t('note'), t('setBy')]}>
        {data.data.map((rate) => (
          <TableRow key={rate.id}>
            <TableCell align="right">{t('ratePercent', { rate: rate.rate_percent })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(rate.effective_from)}</TableCell>
            <TableCell>{rate.note || '—'}</TableCell>
            <TableCell>{rate.created_by?.name ?? t('system')}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
    </Box>
  );
}

export interface CommissionRatesDialogProps {
  /** The workshop shown first (the list's filter or the statement's), if any. */
  workshopId?: string;
  onClose: () => void;
}

/**
 * A workshop's commission rates, newest first, and a new rate from a date. The history stays in
 * view after a save, so the operator sees the rate take its place.
 */
export function CommissionRatesDialog({ workshopId = '', onClose }: CommissionRatesDialogProps) {
  const t = useTexts(settlementCatalogue);
  const language = useLanguage();
  const afterSave = useAfterSave();
  const [addRate] = useAddCommissionRateMutation();
  const resolver = useMemo(() => rateResolverOf(t), [t]);
  const controller: ReturnType<typeof useConsoleForm<RateFormValues>> = useConsoleForm<RateFormValues>({
    resolver,
    defaultValues: { workshop_id: workshopId, rate: '', effective_from: '', note: '' },
    serverFields: ['rate_percent', 'effective_from', 'note'],
    fieldOf: (field) => (field === 'rate_percent' ? 'rate' : (field as 'effective_from' | 'note')),
    onFailure: refusalInAreaWords(settlementCatalogue, language, t('rateFailed')),
    onSave: async (values): Promise<unknown> => {
      const result = await addRate({ workshopId: Number(values.workshop_id), body: { rate_percent: rateOf(values.rate, t) as number, effective_from: values.effective_from, note: values.note.trim() } });
      // Saved: the fields empty for another rate, the workshop stays.
      return afterSave(result, t('rateSaved'), () => controller.form.reset({ workshop_id: values.workshop_id, rate: '', effective_from: '', note: '' }));
    },
  });
  const { form } = controller;
  const { control, register, formState } = form;
  const chosen = useWatch({ control, name: 'workshop_id' });

  return (
    <FormDialog controller={controller} onClose={onClose} titleId="commission-rates-title" title={t('ratesTitle')} cancelLabel={t('close')} saveLabel={t('saveRate')} phoneFullScreen>
      <WorkshopSelectField control={control} name="workshop_id" label={t('ratesFor')} required />
      {chosen ? <RateHistory workshopId={Number(chosen)} /> : null}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('setNewRate')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField
          label={t('rateLabel')}
          required
          inputMode="decimal"
          {...register('rate')}
          error={Boolean(formState.errors.rate)}
          helperText={formState.errors.rate?.message ?? t('rateHelp')}
        />
        <FormDateField control={control} name="effective_from" label={t('effectiveLabel')} required helperText={t('effectiveHelp')} />
      </Box>
      <TextField label={t('noteLabel')} multiline minRows={2} {...register('note')} error={Boolean(formState.errors.note)} helperText={formState.errors.note?.message} slotProps={{ htmlInput: { maxLength: 500 } }} />
    </FormDialog>
  );
}
