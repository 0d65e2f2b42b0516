import { useMemo, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { SOP_TITLE_MAX } from '@carcare/contracts';
import LoadingButton from '../../components/LoadingButton';

import { fieldProps } from '../../components/form/entityForm';
import { FormSection, SaveProblemAlert, type FormSectionProps } from '../../components/form/FormParts';
import { useEntityForm } from '../../components/form/useEntityForm';
import { SOP_FIELD_PATHS, SOP_FORM_SCHEMAS, withFormStepFields, type SopFormMode, type SopFormOutput, type SopFormValues } from './sopForm';
import { SopStepsField } from './SopStepsField';
import { SOP_TEXTS as T } from './sopTexts';
import { useServiceOptionsQuery } from '../../api/optionsApi';

export interface SopFormProps {
  mode: SopFormMode;
  initial: SopFormValues;
  saving: boolean;
  /** Sends the body; resolves to the error of a failed call, or undefined when saved. */
  onSave: (body: SopFormOutput) => Promise<unknown>;
  onCancel: () => void;
  /** Fetches the latest copy after a stale-version 409 (the form refills from `initial`). */
  onReload?: () => Promise<unknown>;
  /** The service the SOP is linked to now (it stays choosable even if no longer active). */
  currentService?: { id: number; name: string } | null;
  /** Shown above the fields (status and its actions); told whether the form has unsaved changes. */
  header?: (dirty: boolean) => ReactNode;
}

const NO_SERVICE = '';

/** A titled card of the SOP's fields, one under the other. */
export function SectionCard(props: Omit<FormSectionProps, 'layout'>) {
  return <FormSection {...props} layout="stack" />;
}

/** Title, linked service and the ordered steps of a draft SOP. */
export function SopForm({ mode, initial, saving, onSave, onCancel, onReload, currentService, header }: SopFormProps) {
  const { form, problem, submit, reload } = useEntityForm<SopFormValues, SopFormOutput>({
    schema: SOP_FORM_SCHEMAS[mode],
    initial,
    onSave: async (body) => withFormStepFields(await onSave(body)),
    onReload,
    fieldPaths: SOP_FIELD_PATHS,
    duplicateField: 'title',
  });
  const { data: serviceOptions, isLoading: servicesLoading } = useServiceOptionsQuery();
  const services = useMemo(() => {
    const options = serviceOptions?.data ?? [];
    return currentService && !options.some((option) => option.id === currentService.id) ? [currentService, ...options] : options;
  }, [serviceOptions, currentService]);
  const errors = form.formState.errors;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={mode === 'create' ? T.createTitle : T.editTitle}>
      <Stack spacing={3}>
        {header?.(form.formState.isDirty)}
        <SaveProblemAlert problem={problem} onReload={reload} />
        <SectionCard title={T.details} subtitle={T.detailsHint}>
          <TextField label={T.title} required slotProps={{ htmlInput: { maxLength: SOP_TITLE_MAX } }} {...fieldProps(form, 'title')} />
          <Controller
            control={form.control}
            name="service_id"
            render={({ field }) => (
              <TextField
                select
                label={T.service}
                fullWidth
                id="field-service_id"
                name={field.name}
                inputRef={field.ref}
                // The chosen service shows once the options have loaded.
                value={field.value !== null && services.some((option) => option.id === field.value) ? String(field.value) : NO_SERVICE}
                onChange={(event) => field.onChange(event.target.value === NO_SERVICE ? null : Number(event.target.value))}
                onBlur={field.onBlur}
                disabled={servicesLoading}
                error={Boolean(errors.service_id)}
                helperText={errors.service_id?.message ?? T.serviceHint}
              >
                <MenuItem value={NO_SERVICE}>
                  <em>{T.noService}</em>
                </MenuItem>
                {services.map((service) => (
                  <MenuItem key={service.id} value={String(service.id)}>
                    {service.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </SectionCard>
        <SectionCard title={T.steps} subtitle={T.stepsHint}>
          <SopStepsField form={form} disabled={saving} />
        </SectionCard>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>
            {T.cancel}
          </Button>
          <LoadingButton type="submit" variant="contained" loading={saving}>
            {T.saveDraft}
          </LoadingButton>
        </Stack>
      </Stack>
    </Box>
  );
}
