import { useMemo } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Box, Button, FormControlLabel, IconButton, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { MAX_HOLIDAYS, MAX_LATE_AFTER_MINUTES, MAX_TRAVEL_BUFFER_MINUTES, WEEKDAYS, type WorkingHours } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { DateField } from '../../components/form/DateField';
import { fieldProps } from '../../components/form/entityForm';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { useTexts } from '../../i18n/useTexts';
import { useUpdateWorkingHoursMutation } from './workingHoursApi';
import { WORKING_HOURS_FIELDS, workingHoursFormSchema, workingHoursFormValues, type WorkingHoursBody, type WorkingHoursFormValues } from './workingHoursForm';
import { workingHoursCatalogue, type WorkingHoursText } from './workingHoursTexts';

type HoursForm = UseFormReturn<WorkingHoursFormValues, unknown, WorkingHoursBody>;

/** The two numbers of minutes under the week: the travel buffer between jobs, and when a job is late. */
const MINUTE_FIELDS = [
  { name: 'travel_buffer_minutes', label: 'travelBufferMinutes', hint: 'travelBufferHint', min: 0, max: MAX_TRAVEL_BUFFER_MINUTES },
  { name: 'late_after_minutes', label: 'lateAfterMinutes', hint: 'lateAfterHint', min: 1, max: MAX_LATE_AFTER_MINUTES },
] as const;

/** One weekday: its name, an Open switch, and its two times while open. */
function DayRow({ form, index, t, disabled }: { form: HoursForm; index: number; t: WorkingHoursText; disabled: boolean }) {
  const day = t(`day.${WEEKDAYS[index]!}`);
  const isOpen = useWatch({ control: form.control, name: `weekly.${index}.isOpen` });
  const timeField = (part: 'open' | 'close') => ({
    ...fieldProps(form, `weekly.${index}.${part}`),
    type: 'time',
    size: 'small' as const,
    disabled,
    label: part === 'open' ? t('opens') : t('closes'),
    slotProps: { inputLabel: { shrink: true }, htmlInput: { step: 900, 'aria-label': t(part === 'open' ? 'opensOn' : 'closesOn', { day }) } },
  });
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '7.5rem 7rem 1fr' }, alignItems: 'center', columnGap: 1.5, rowGap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 500 }}>{day}</Typography>
      <Controller
        control={form.control}
        name={`weekly.${index}.isOpen`}
        render={({ field }) => (
          <FormControlLabel
            sx={{ mr: 0 }}
            label={t('open')}
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} disabled={disabled} slotProps={{ input: { 'aria-label': t('openOn', { day }) } }} />}
          />
        )}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {isOpen ? (
          <>
            <TextField {...timeField('open')} />
            <TextField {...timeField('close')} />
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary', fontStyle: 'italic', gridColumn: '1 / -1', display: { xs: 'none', sm: 'block' } }}>{t('closed')}</Typography>
        )}
      </Box>
    </Box>
  );
}

/** The dated holidays: a date and a note each, added and removed. */
function HolidaysField({ form, t, disabled }: { form: HoursForm; t: WorkingHoursText; disabled: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'holidays' });
  const errors = form.formState.errors.holidays;
  return (
    <Stack spacing={1.5}>
      <Typography component="h3" variant="subtitle2">
        {t('holidays')}
      </Typography>
      {fields.length > 0 ? (
        <Box component="ol" aria-label={t('holidays')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {fields.map((field, index) => {
            const number = index + 1;
            const dateError = errors?.[index]?.date;
            return (
              <Box component="li" key={field.id} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '11rem 1fr auto' }, gap: 1.5, alignItems: 'start' }}>
                <Controller
                  control={form.control}
                  name={`holidays.${index}.date`}
                  render={({ field: date }) => (
                    <DateField
                      id={`field-holidays-${index}-date`}
                      label={t('holidayDate')}
                      size="small"
                      value={date.value}
                      onChange={date.onChange}
                      onBlur={date.onBlur}
                      inputRef={date.ref}
                      disabled={disabled}
                      error={Boolean(dateError)}
                      helperText={dateError?.message}
                      slotProps={{ htmlInput: { 'aria-label': t('holidayDateOf', { number }) } }}
                    />
                  )}
                />
                <TextField
                  {...fieldProps(form, `holidays.${index}.note`, t('holidayNoteHint'))}
                  label={t('holidayNote')}
                  size="small"
                  disabled={disabled}
                  sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
                  slotProps={{ htmlInput: { maxLength: 80, 'aria-label': t('holidayNoteOf', { number }) } }}
                />
                <Tooltip title={t('removeHoliday', { number })}>
                  <span>
                    <IconButton aria-label={t('removeHoliday', { number })} onClick={() => remove(index)} disabled={disabled} sx={{ mt: 0.25 }}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            );
          })}
        </Box>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={() => append({ date: '', note: '' })} disabled={disabled || fields.length >= MAX_HOLIDAYS}>
          {t('addHoliday')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('holidayCount', { count: fields.length, max: MAX_HOLIDAYS })}
        </Typography>
      </Stack>
    </Stack>
  );
}

export interface WorkingHoursDialogProps {
  workshopId: number;
  hours: WorkingHours;
  onClose: () => void;
  /** Fetches the latest copy after a stale-version 409 (the form refills from it). */
  onReload: () => unknown;
}

/** Edit a workshop's week, holidays, travel buffer and late alert; the server's refusals land on their fields. */
export function WorkingHoursDialog({ workshopId, hours, onClose, onReload }: WorkingHoursDialogProps) {
  const t = useTexts(workingHoursCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const [update] = useUpdateWorkingHoursMutation();
  const values = useMemo(() => workingHoursFormValues(hours), [hours]);
  const controller = useConsoleForm<WorkingHoursFormValues, WorkingHoursBody>({
    schema: workingHoursFormSchema,
    values,
    mode: 'onTouched',
    serverFields: WORKING_HOURS_FIELDS,
    onReload,
    onSave: async (body) => {
      const result = await update({ id: workshopId, body });
      if (result.error) return result.error;
      enqueueSnackbar(t('saved'), { variant: 'success' });
      onClose();
      return undefined;
    },
  });
  const { form, saving } = controller;

  return (
    <FormDialog controller={controller} titleId="working-hours-dialog-title" title={t('editTitle')} onClose={onClose} cancelLabel={t('cancel')} saveLabel={t('save')} wide>
      <Box component="ul" aria-label={t('weekLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {WEEKDAYS.map((weekday, index) => (
          <DayRow key={weekday} form={form} index={index} t={t} disabled={saving} />
        ))}
      </Box>
      <HolidaysField form={form} t={t} disabled={saving} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {MINUTE_FIELDS.map(({ name, label, hint, min, max }) => (
          <TextField
            key={name}
            {...fieldProps(form, name, t(hint))}
            label={t(label)}
            type="number"
            disabled={saving}
            slotProps={{ htmlInput: { min, max, inputMode: 'numeric' } }}
          />
        ))}
      </Box>
    </FormDialog>
  );
}
