import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { Box, MenuItem, TextField } from '@mui/material';
import { VEHICLE_TYPES, formatInr, type ServiceRequestDetails } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { EntryFormDialog } from '../../components/FormDialog';
import { applyServerErrors } from '../../components/form/applyServerErrors';
import { FormDateTimeField } from '../../components/form/FormDateFields';
import { PhoneField } from '../../components/form/PhoneField';
import { selectFieldProps } from '../../components/form/selectFieldProps';

import { NEW_REQUEST_FIELDS, emptyNewRequest, newRequestResolver, type NewRequestBody, type NewRequestValues } from './newRequestForm';
import { useCreateRequestMutation, useRequestOfferedServicesQuery } from './requestsApi';
import { REQUEST_TEXTS as T, VEHICLE_TYPE_LABELS } from './requestTexts';
import { useWorkshopFilterOptionsQuery, useAssignableSocietiesQuery } from '../../api/optionsApi';

export interface NewRequestDialogProps {
  /** The super admin books for any workshop and picks it; a workshop admin books for its own. */
  chooseWorkshop: boolean;
  onClose: () => void;
  onCreated: (request: ServiceRequestDetails) => void;
}

/** Records a booking taken by phone (mounted while open, so every opening starts empty). */
export function NewRequestDialog({ chooseWorkshop, onClose, onCreated }: NewRequestDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [createRequest] = useCreateRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [resolver] = useState(() => newRequestResolver(chooseWorkshop));
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<NewRequestValues, unknown, NewRequestBody>({
    resolver,
    defaultValues: emptyNewRequest(),
  });
  const [workshopId, serviceId, vehicleType] = useWatch({ control, name: ['workshop_id', 'service_id', 'vehicle_type'] });

  const { data: workshops } = useWorkshopFilterOptionsQuery(undefined, { skip: !chooseWorkshop });
  const { data: societies } = useAssignableSocietiesQuery();
  const needsWorkshop = chooseWorkshop && !workshopId;
  const { data: offered, isFetching: servicesLoading } = useRequestOfferedServicesQuery(
    chooseWorkshop ? { workshop_id: Number(workshopId), active: true } : { active: true },
    { skip: needsWorkshop },
  );
  const offerings = needsWorkshop ? [] : (offered?.data ?? []);
  const chosen = offerings.find((offering) => String(offering.service.id) === serviceId);
  const priceHelp = chosen
    ? vehicleType
      ? `${VEHICLE_TYPE_LABELS[vehicleType]} price: ${formatInr(chosen.effective_prices[vehicleType])}`
      : 'Choose the vehicle type to see the price'
    : needsWorkshop
      ? T.chooseWorkshopFirst
      : undefined;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await createRequest(body);
    if (result.data) {
      enqueueSnackbar(T.created(result.data.code), { variant: 'success' });
      onCreated(result.data);
      onClose();
      return;
    }
    const error = apiErrorOf(result.error);
    // A 404 names a workshop, service or society that is gone or not the caller's.
    setFailure(error?.status === 404 ? error.data.message : applyServerErrors(result.error, setError, NEW_REQUEST_FIELDS));
  });

  return (
    <EntryFormDialog
      onClose={onClose}
      titleId="new-request-title"
      title={T.dialogTitle}
      onSubmit={submit}
      saving={isSubmitting}
      failure={failure}
      cancelLabel={T.cancel}
      saveLabel={T.save}
      wide
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField
          label={T.customerName}
          required
          fullWidth
          autoComplete="off"
          {...register('customer_name')}
          error={Boolean(errors.customer_name)}
          helperText={errors.customer_name?.message}
        />
        <PhoneField control={control} name="customer_phone" label={T.customerPhone} help={T.phoneHelp} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr' }, gap: 2.5 }}>
        <Controller
          control={control}
          name="vehicle_type"
          render={({ field }) => (
            <TextField {...selectFieldProps(field)} label={T.vehicleType} required error={Boolean(errors.vehicle_type)} helperText={errors.vehicle_type?.message}>
              {VEHICLE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {VEHICLE_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField label={T.vehicleMake} required fullWidth {...register('vehicle_make')} error={Boolean(errors.vehicle_make)} helperText={errors.vehicle_make?.message} />
        <TextField label={T.vehicleModel} required fullWidth {...register('vehicle_model')} error={Boolean(errors.vehicle_model)} helperText={errors.vehicle_model?.message} />
        <TextField
          label={T.registration}
          required
          fullWidth
          autoComplete="off"
          {...register('registration_number')}
          error={Boolean(errors.registration_number)}
          helperText={errors.registration_number?.message ?? T.registrationHelp}
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: chooseWorkshop ? '1fr 1fr' : '1fr' }, gap: 2.5 }}>
        {chooseWorkshop ? (
          <Controller
            control={control}
            name="workshop_id"
            render={({ field }) => (
              <TextField
                {...selectFieldProps({
                  ...field,
                  onChange: (value) => {
                    field.onChange(value);
                    // Another workshop offers other services.
                    setValue('service_id', '');
                  },
                })}
                label={T.workshop}
                required
                error={Boolean(errors.workshop_id)}
                helperText={errors.workshop_id?.message}
              >
                {(workshops?.data ?? []).map((workshop) => (
                  <MenuItem key={workshop.id} value={String(workshop.id)}>
                    {workshop.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="service_id"
          render={({ field }) => (
            <TextField
              {...selectFieldProps(field)}
              label={T.service}
              required
              disabled={needsWorkshop}
              error={Boolean(errors.service_id)}
              helperText={errors.service_id?.message ?? priceHelp}
            >
              {offerings.length === 0 && !servicesLoading ? (
                <MenuItem value="" disabled>
                  {T.noServices}
                </MenuItem>
              ) : null}
              {offerings.map((offering) => (
                <MenuItem key={offering.service.id} value={String(offering.service.id)}>
                  {vehicleType ? `${offering.service.name} · ${formatInr(offering.effective_prices[vehicleType])}` : offering.service.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 2.5 }}>
        <Controller
          control={control}
          name="society_id"
          render={({ field }) => (
            <TextField {...selectFieldProps(field)} label={T.societyOptional} error={Boolean(errors.society_id)} helperText={errors.society_id?.message}>
              <MenuItem value="">{T.noSociety}</MenuItem>
              {(societies?.data ?? []).map((society) => (
                <MenuItem key={society.id} value={String(society.id)}>
                  {society.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label={T.address}
          required
          fullWidth
          {...register('address')}
          error={Boolean(errors.address)}
          helperText={errors.address?.message ?? T.addressHelp}
        />
      </Box>
      <FormDateTimeField
        control={control}
        name="scheduled_at"
        label={T.scheduledAt}
        required
        sx={{ maxWidth: { sm: 400 } }}
      />
    </EntryFormDialog>
  );
}
