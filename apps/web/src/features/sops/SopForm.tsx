import { useMemo, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { SOP_TITLE_MAX } from '@carcare/contracts';
import { FormSection, type FormSectionProps } from '../../components/form/FormParts';
import { FormPage } from '../../components/form/FormPage';
import { usePageForm, type PageFormProps } from '../../components/form/usePageForm';
import { SOP_FIELD_PATHS, sopFormSchemas, withFormStepFields, type SopFormMode, type SopFormOutput, type SopFormValues } from './sopForm';
import { SopStepsField } from './SopStepsField';
import { useTexts } from '../../i18n/useTexts';
import { sopCatalogue } from './sopTexts';
import { useServiceOptionsQuery } from '../../api/optionsApi';

export interface SopFormProps extends Omit<PageFormProps<SopFormValues, SopFormOutput, SopFormMode>, 'header'> {
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
export function SopForm(props: SopFormProps) {
  const { mode, saving, onSave, currentService, header } = props;
  const t = useTexts(sopCatalogue);
  const schema = useMemo(() => sopFormSchemas(t)[mode], [t, mode]);
  const { form, field: textField, page } = usePageForm(props, { schema, onSave: async (body) => withFormStepFields(await onSave(body)), serverFields: SOP_FIELD_PATHS, duplicateField: 'title' });
  const { data: serviceOptions, isLoading: servicesLoading } = useServiceOptionsQuery();
  const services = useMemo(() => {
    const options = serviceOptions?.data ?? [];
    return currentService && !options.some((option) => option.id === currentService.id) ? [currentService, ...options] : options;
  }, [serviceOptions, currentService]);
  const errors = form.formState.errors;

  return (
    <FormPage {...page} label={mode === 'create' ? t('createTitle') : t('editTitle')} header={header?.(form.formState.isDirty)} cancelLabel={t('cancel')} submitLabel={t('saveDraft')}>
      <SectionCard title={t('details')} subtitle={t('detailsHint')}>
        <TextField label={t('title')} required slotProps={{ htmlInput: { maxLength: SOP_TITLE_MAX } }} {...textField('title')} />
        <Controller
          control={form.control}
          name="service_id"
          render={({ field }) => (
            <TextField
              select
              label={t('service')}
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
              helperText={errors.service_id?.message ?? t('serviceHint')}
            >
              <MenuItem value={NO_SERVICE}>
                <em>{t('noService')}</em>
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
      <SectionCard title={t('steps')} subtitle={t('stepsHint')}>
        <SopStepsField form={form} disabled={saving} />
      </SectionCard>
    </FormPage>
  );
}
