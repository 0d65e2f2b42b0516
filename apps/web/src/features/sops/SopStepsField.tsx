import type { ReactNode } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Alert, Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { SOP_MAX_STEPS, SOP_STEP_MAX } from '@carcare/contracts';
import type { SopFormOutput, SopFormValues } from './sopForm';
import { useTexts } from '../../i18n/useTexts';
import { sopCatalogue } from './sopTexts';

function StepButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  // The span keeps the tooltip working on a disabled button.
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} size="small" disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The ordered steps of an SOP: one numbered box each, moved up and down, removed, added at the end. */
export function SopStepsField({ form, disabled }: { form: UseFormReturn<SopFormValues, unknown, SopFormOutput>; disabled: boolean }) {
  const t = useTexts(sopCatalogue);
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'steps' });
  const errors = form.formState.errors.steps;
  const listError = errors?.root?.message ?? errors?.message;
  const last = fields.length - 1;

  return (
    <Stack spacing={1.5}>
      <Box component="ol" aria-label={t('steps')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {fields.map((field, index) => {
          const number = index + 1;
          const error = errors?.[index]?.text;
          return (
            <Box component="li" key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label={t('step', { number })}
                id={`field-steps-${index}-text`}
                {...form.register(`steps.${index}.text`)}
                error={Boolean(error)}
                helperText={error?.message}
                multiline
                maxRows={4}
                fullWidth
                disabled={disabled}
                slotProps={{ htmlInput: { maxLength: SOP_STEP_MAX } }}
              />
              <Stack direction="row" sx={{ pt: 1, flexShrink: 0 }}>
                <StepButton label={t('moveUp', { number })} disabled={disabled || index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUpwardIcon fontSize="small" />
                </StepButton>
                <StepButton label={t('moveDown', { number })} disabled={disabled || index === last} onClick={() => move(index, index + 1)}>
                  <ArrowDownwardIcon fontSize="small" />
                </StepButton>
                <StepButton label={t('remove', { number })} disabled={disabled || fields.length === 1} onClick={() => remove(index)}>
                  <DeleteOutlineIcon fontSize="small" />
                </StepButton>
              </Stack>
            </Box>
          );
        })}
      </Box>
      {listError ? <Alert severity="error">{listError}</Alert> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<AddIcon />} onClick={() => append({ text: '' })} disabled={disabled || fields.length >= SOP_MAX_STEPS}>
          {t('addStep')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('stepCountOfMax', { count: fields.length, max: SOP_MAX_STEPS })}
        </Typography>
      </Stack>
    </Stack>
  );
}
