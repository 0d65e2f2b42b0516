import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import { SERVICE_CATEGORIES } from '@carcare/contracts';
import { FormSelectField } from '../../components/form/FormSelectField';
import { optionalNumber } from '../../components/form/entityForm';
import { FormSection } from '../../components/form/FormParts';
import { FormPage } from '../../components/form/FormPage';
import { usePageForm, type PageFormProps } from '../../components/form/usePageForm';
import { useInclusionOptionsQuery } from './inclusionsApi';
import { PriceFields } from './PriceFields';
import { SERVICE_FIELD_PATHS, serviceFormSchemas, type ServiceFormMode, type ServiceFormOutput, type ServiceFormValues } from './serviceForm';
import { useTexts } from '../../i18n/useTexts';
import { serviceCatalogue, type ServiceText } from './serviceTexts';

/** A service the super admin adds is offered at once, or kept back. */
const NEW_SERVICE_STATUSES = ['active', 'inactive'] as const;

export interface ServiceFormProps extends Omit<PageFormProps<ServiceFormValues, ServiceFormOutput, ServiceFormMode>, 'onCancel'> {
  onCancel?: () => void;
  /** Inclusions the service already lists (they stay choosable even if now inactive). */
  currentInclusions?: readonly { id: number; name: string }[];
}

const SUBMIT_KEYS = { create: 'create', edit: 'save', request: 'sendRequest' } as const;

const categoryLabels = (t: ServiceText) => Object.fromEntries(SERVICE_CATEGORIES.map((category) => [category, t(`category.${category}`)]));
const statusLabels = (t: ServiceText) => Object.fromEntries(NEW_SERVICE_STATUSES.map((status) => [status, t(`status.${status}`)]));

/** One form for a catalogue service: rupees in the boxes, integer paise to the API. */
export function ServiceForm(props: ServiceFormProps) {
  const { mode, currentInclusions = [], header } = props;
  const t = useTexts(serviceCatalogue);
  const schema = useMemo(() => serviceFormSchemas(t)[mode], [t, mode]);
  const { form, field: textField, page } = usePageForm(props, { schema, serverFields: SERVICE_FIELD_PATHS, duplicateField: 'name' });
  const { data: inclusionOptions, isLoading: inclusionsLoading } = useInclusionOptionsQuery();
  const inclusions = useMemo(() => {
    const byId = new Map((inclusionOptions?.data ?? []).map((option) => [option.id, option]));
    for (const inclusion of currentInclusions) if (!byId.has(inclusion.id)) byId.set(inclusion.id, inclusion);
    return [...byId.values()];
  }, [inclusionOptions, currentInclusions]);
  const errors = form.formState.errors;

  return (
    <FormPage {...page} label={t(`form.${mode}`)} header={header} cancelLabel={t('cancel')} submitLabel={t(SUBMIT_KEYS[mode])}>
      <FormSection title={t('details')} subtitle={t('detailsHint')}>
        <TextField label={t('name')} required {...textField('name')} />
        <FormSelectField control={form.control} name="category" label={t('category')} required id="field-category" options={SERVICE_CATEGORIES} labels={categoryLabels(t)} />
        <TextField
          label={t('duration')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...textField('duration_minutes', t('durationHint'), { setValueAs: optionalNumber })}
        />
        {mode === 'create' ? (
          <FormSelectField control={form.control} name="status" label={t('status')} id="field-status" helperText={t('statusHint')} options={NEW_SERVICE_STATUSES} labels={statusLabels(t)} />
        ) : (
          <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        )}
        <TextField label={t('description')} multiline minRows={3} {...textField('description')} sx={{ gridColumn: { md: '1 / -1' } }} />
      </FormSection>
      <FormSection title={t('prices')} subtitle={t('pricesHint')}>
        <PriceFields form={form} prefix="prices" required hint={() => t('priceHint')} />
      </FormSection>
      <FormSection title={t('inclusions')} subtitle={t('inclusionsHint')}>
        <Controller
          control={form.control}
          name="inclusion_ids"
          render={({ field }) => (
            <Autocomplete
              multiple
              loading={inclusionsLoading}
              options={inclusions}
              value={inclusions.filter((inclusion) => field.value.includes(inclusion.id))}
              onChange={(_event, value) => field.onChange(value.map((inclusion) => inclusion.id))}
              onBlur={field.onBlur}
              getOptionLabel={(inclusion) => inclusion.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              disableCloseOnSelect
              renderValue={(value, getItemProps) =>
                value.map((inclusion, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} label={inclusion.name} size="small" {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField {...params} label={t('inclusions')} inputRef={field.ref} error={Boolean(errors.inclusion_ids)} helperText={errors.inclusion_ids?.message} />
              )}
              sx={{ gridColumn: { md: '1 / -1' } }}
            />
          )}
        />
      </FormSection>
    </FormPage>
  );
}
