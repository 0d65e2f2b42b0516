import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DialogContentText, MenuItem } from '@mui/material';
import { ROLE_HOME, weekEndOf } from '@carcare/contracts';
import type { Resolver } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { FormSelectField } from '../../components/form/FormSelectField';
import { WorkshopSelectField } from '../../components/form/WorkshopSelectField';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { formatCalendarDate } from '../../components/format/dates';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { refusalInAreaWords } from '../../components/form/useMoneyDialogForm';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { settlementCatalogue } from './settlementTexts';
import { useMakeSettlementMutation } from './settlementsApi';
import { lastEndedWeek, weekChoices } from './weeks';

interface MakeStatementValues {
  workshop_id: string;
  week_start: string;
}

export interface MakeStatementDialogProps {
  /** The workshop chosen at first (the list's filter), if any. */
  workshopId?: string;
  onClose: () => void;
  /** "Now", for the weeks offered; the clock's by default. */
  now?: Date;
}

/**
 * Makes a workshop's statement for an ended week, or finds the one made, and opens it. The server
 * decides what the week counts; its refusals (the week under way, a week before one settled) stay
 * in the dialog. Mount it only while open, so the weeks offered are those of now.
 */
export function MakeStatementDialog({ workshopId = '', onClose, now }: MakeStatementDialogProps) {
  const t = useTexts(settlementCatalogue);
  const language = useLanguage();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [make] = useMakeSettlementMutation();
  const weeks = useMemo(() => weekChoices(now), [now]);
  // The week is always one offered; the workshop must be chosen.
  const resolver = useMemo<Resolver<MakeStatementValues>>(
    () => (values) => (values.workshop_id ? { values, errors: {} as Record<string, never> } : { values: {} as Record<string, never>, errors: { workshop_id: { type: 'required', message: t('chooseWorkshop') } } }),
    [t],
  );
  const controller = useConsoleForm<MakeStatementValues>({
    resolver,
    defaultValues: { workshop_id: workshopId, week_start: lastEndedWeek(now) },
    serverFields: ['workshop_id', 'week_start'],
    onFailure: refusalInAreaWords(settlementCatalogue, language, t('makeFailed')),
    onSave: async (values) => {
      const result = await make({ workshop_id: Number(values.workshop_id), week_start: values.week_start });
      if (result.error !== undefined) return result.error;
      enqueueSnackbar(result.data.created ? t('statementMade') : t('alreadyMade'), { variant: result.data.created ? 'success' : 'info' });
      onClose();
      void navigate(`${ROLE_HOME.super_admin}/settlements/${result.data.statement.id}`);
      return undefined;
    },
  });
  const { control } = controller.form;

  return (
    <FormDialog controller={controller} onClose={onClose} titleId="make-statement-title" title={t('makeTitle')} cancelLabel={t('cancel')} saveLabel={t('make')} narrow intro={<DialogContentText>{t('makeText')}</DialogContentText>}>
      <WorkshopSelectField control={control} name="workshop_id" label={t('workshop')} required />
      <FormSelectField control={control} name="week_start" label={t('week')} required>
        {weeks.map((week) => (
          <MenuItem key={week.weekStart} value={week.weekStart} disabled={!week.ended}>
            {t('weekRange', { start: formatCalendarDate(week.weekStart), end: formatCalendarDate(weekEndOf(week.weekStart)) })}
            {week.ended ? '' : ` (${t('weekNotEnded')})`}
          </MenuItem>
        ))}
      </FormSelectField>
    </FormDialog>
  );
}

