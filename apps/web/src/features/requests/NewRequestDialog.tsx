import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, MenuItem, TextField } from '@mui/material';
import { VEHICLE_TYPES, formatInr, type ServiceRequestDetails } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { FormDateTimeField } from '../../components/form/FormDateFields';
import { FormSelectField } from '../../components/form/FormSelectField';
import { PhoneField } from '../../components/form/PhoneField';
import { useAfterSave } from '../../components/form/useAfterSave';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { WorkshopSelectField } from '../../components/form/WorkshopSelectField';
import { useAssignableSocietiesQuery } from '../../api/optionsApi';
import { NEW_REQUEST_FIELDS, emptyNewRequest, newRequestResolver, type NewRequestBody, type NewRequestValues } from './newRequestForm';
import { useListOfferingsQuery } from '../services/public';
import { ALL_OPTIONS, useCreateRequestMutation } from './requestsApi';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';
import { serverFailureText } from '../../components/form/fieldErrorText';

export interface NewRequestDialogProps {
  /** The super admin books for any workshop and picks it; a workshop admin books for its own. */
  chooseWorkshop: boolean;
  onClose: () => void;
  onCreated: (request: ServiceRequestDetails) => void;
}

/** Records a booking taken by phone (mounted while open, so every opening starts empty). */
export function NewRequestDialog({ chooseWorkshop, onClose, onCreated }: NewRequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const afterSave = useAfterSave();
  const [createRequest] = useCreateRequestMutation();
  // Rebuilt when the language changes, so validation messages follow it.
  const language = useLanguage();
  const resolver = useMemo(() => newRequestResolver(t, chooseWorkshop, language), [t, chooseWorkshop, language]);
  const vehicleTypeLabels = useMemo(() => Object.fromEntries(VEHICLE_TYPES.map((type) => [type, t(`vehicleType.${type}`)])) as Record<(typeof VEHICLE_TYPES)[number], string>, [t]);
  const controller = useConsoleForm<NewRequestValues, NewRequestBody>({
    resolver,
    defaultValues: emptyNewRequest(),
    serverFields: NEW_REQUEST_FIELDS,
    // A 404 names a workshop, service or society that is gone or not the caller's.
    onFailure: (error) => (error?.status === 404 ? { kind: 'message', message: serverFailureText(error.data) } : undefined),
    onSave: async (body) =>
      afterSave(await createRequest(body), (saved) => t('created', { code: saved.code }), (saved) => {
        onCreated(saved);
        onClose();
      }),
  });
  const { form } = controller;
  const { control, setValue } = form;
  const [workshopId, serviceId, vehicleType] = useWatch({ control, name: ['workshop_id', 'service_id', 'vehicle_type'] });

  const { data: societies } = useAssignableSocietiesQuery();
  const needsWorkshop = chooseWorkshop && !workshopId;
  const { data: offered, isFetching: servicesLoading } = useListOfferingsQuery(
    chooseWorkshop ? { workshop_id: Number(workshopId), active: 'true', page_size: ALL_OPTIONS } : { active: 'true', page_size: ALL_OPTIONS },
    { skip: needsWorkshop },
  );
  const offerings = needsWorkshop ? [] : (offered?.data ?? []);
  const chosen = offerings.find((offering) => String(offering.service.id) === serviceId);
  const priceHelp = chosen
    ? vehicleType
      ? t('priceFor', { vehicle: t(`vehicleType.${vehicleType}`), price: formatInr(chosen.effective_prices[vehicleType]) })
      : t('chooseVehicleForPrice')
    : needsWorkshop
      ? t('chooseWorkshopFirst')
      : undefined;

  return (
    <FormDialog controller={controller} onClose={onClose} titleId="new-request-title" title={t('dialogTitle')} cancelLabel={t('cancel')} saveLabel={t('save')} wide>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField label={t('customerName')} required autoComplete="off" {...fieldProps(form, 'customer_name')} />
        <PhoneField control={control} name="customer_phone" label={t('customerPhone')} help={t('phoneHelp')} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr' }, gap: 2.5 }}>
        <FormSelectField control={control} name="vehicle_type" label={t('vehicleType')} required options={VEHICLE_TYPES} labels={vehicleTypeLabels} />
        <TextField label={t('vehicleMake')} required {...fieldProps(form, 'vehicle_make')} />
        <TextField label={t('vehicleModel')} required {...fieldProps(form, 'vehicle_model')} />
        <TextField
          label={t('registration')}
          required
          autoComplete="off"
          {...fieldProps(form, 'registration_number', t('registrationHelp'))}
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: chooseWorkshop ? '1fr 1fr' : '1fr' }, gap: 2.5 }}>
        {chooseWorkshop ? (
          // Another workshop offers other services.
          <WorkshopSelectField control={control} name="workshop_id" label={t('workshop')} required onChosen={() => setValue('service_id', '')} />
        ) : null}
        <FormSelectField control={control} name="service_id" label={t('service')} required disabled={needsWorkshop} helperText={priceHelp}>
          {offerings.length === 0 && !servicesLoading ? (
            <MenuItem value="" disabled>
              {t('noServices')}
            </MenuItem>
          ) : null}
          {offerings.map((offering) => (
            <MenuItem key={offering.service.id} value={String(offering.service.id)}>
              {vehicleType ? `${offering.service.name} · ${formatInr(offering.effective_prices[vehicleType])}` : offering.service.name}
            </MenuItem>
          ))}
        </FormSelectField>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 2.5 }}>
        <FormSelectField control={control} name="society_id" label={t('societyOptional')}>
          <MenuItem value="">{t('noSociety')}</MenuItem>
          {(societies?.data ?? []).map((society) => (
            <MenuItem key={society.id} value={String(society.id)}>
              {society.name}
            </MenuItem>
          ))}
        </FormSelectField>
        <TextField label={t('address')} required {...fieldProps(form, 'address', t('addressHelp'))} />
      </Box>
      <FormDateTimeField control={control} name="scheduled_at" label={t('scheduledAt')} required sx={{ maxWidth: { sm: 400 } }} />
    </FormDialog>
  );
}
