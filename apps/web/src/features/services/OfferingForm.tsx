import { useMemo, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, Autocomplete, TextField } from '@mui/material';
import { formatInr, type ServicePrices } from '@carcare/contracts';
import { FormSection } from '../../components/form/FormParts';
import { FormPage } from '../../components/form/FormPage';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { OFFERING_FIELD_PATHS, editOfferingFormSchema, offerServiceFormSchema, type EditOfferingFormOutput, type OfferServiceFormOutput, type OfferingFormValues } from './offeringForm';
import { PriceFields } from './PriceFields';
import { useTexts } from '../../i18n/useTexts';
import { serviceCatalogue } from './serviceTexts';
import { useGetServiceQuery } from './servicesApi';

type Choice = { id: number; name: string };

interface CommonProps {
  initial: OfferingFormValues;
  saving: boolean;
  onCancel: () => void;
  header?: ReactNode;
}

export type OfferingFormProps =
  | (CommonProps & {
      mode: 'offer';
      /** Catalogue services the workshop can still offer; undefined while loading. */
      choices: readonly Choice[] | undefined;
      onSave: (body: OfferServiceFormOutput) => Promise<unknown>;
    })
  | (CommonProps & {
      mode: 'edit';
      catalogue: ServicePrices;
      onSave: (body: EditOfferingFormOutput) => Promise<unknown>;
      onReload: () => Promise<unknown>;
    });

/** Offer a catalogue service, or change the prices of one offered: a blank box charges the catalogue price. */
export function OfferingForm(props: OfferingFormProps) {
  const { mode, initial, saving, onCancel, header } = props;
  const t = useTexts(serviceCatalogue);
  const schema = useMemo(() => (mode === 'offer' ? offerServiceFormSchema(t) : editOfferingFormSchema(t)), [mode, t]);
  const controller = useConsoleForm<OfferingFormValues, OfferServiceFormOutput | EditOfferingFormOutput>({
    schema,
    values: initial,
    mode: 'onTouched',
    onSave: props.onSave as (body: OfferServiceFormOutput | EditOfferingFormOutput) => Promise<unknown>,
    onReload: props.mode === 'edit' ? props.onReload : undefined,
    serverFields: OFFERING_FIELD_PATHS,
    duplicateField: 'service_id',
  });
  const { form } = controller;
  const serviceId = useWatch({ control: form.control, name: 'service_id' });
  // The offer form shows the chosen service's catalogue prices; the edit form has them with the offering.
  const { data: chosen, isFetching: loadingChosen } = useGetServiceQuery(serviceId ?? 0, { skip: mode !== 'offer' || serviceId === null });
  const catalogue = props.mode === 'edit' ? props.catalogue : serviceId !== null ? chosen?.prices : undefined;
  const choices = props.mode === 'offer' ? props.choices : undefined;
  const choiceList = useMemo(() => [...(choices ?? [])], [choices]);
  const errors = form.formState.errors;

  return (
    <FormPage label={mode === 'offer' ? t('offering.formOffer') : t('offering.formEdit')} controller={controller} saving={saving} header={header} onCancel={onCancel} cancelLabel={t('offering.cancel')} submitLabel={mode === 'offer' ? t('offering.offerSubmit') : t('offering.save')}>
      {mode === 'offer' ? (
        <FormSection title={t('offering.service')} subtitle={t('offering.serviceHint')}>
          {choices && choices.length === 0 ? (
            <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
              {t('offering.noServices')}
            </Alert>
          ) : (
            <Controller
              control={form.control}
              name="service_id"
              render={({ field }) => (
                <Autocomplete
                  options={choiceList}
                  loading={choices === undefined}
                  value={choiceList.find((choice) => choice.id === field.value) ?? null}
                  onChange={(_event, value) => field.onChange(value?.id ?? null)}
                  onBlur={field.onBlur}
                  getOptionLabel={(choice) => choice.name}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  renderInput={(params) => (
                    <TextField {...params} label={t('offering.service')} required inputRef={field.ref} error={Boolean(errors.service_id)} helperText={errors.service_id?.message} />
                  )}
                  sx={{ gridColumn: { md: '1 / -1' } }}
                />
              )}
            />
          )}
        </FormSection>
      ) : null}
      <FormSection title={t('offering.pricesTitle')} subtitle={t('offering.pricesHint')}>
        <PriceFields
          form={form}
          prefix="price_overrides"
          required={false}
          disabled={mode === 'offer' && serviceId === null}
          hint={(vehicle) => (catalogue ? t('offering.catalogueHint', { price: formatInr(catalogue[vehicle]) }) : loadingChosen ? undefined : t('offering.chooseFirst'))}
        />
      </FormSection>
    </FormPage>
  );
}
