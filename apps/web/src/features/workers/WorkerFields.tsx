import { Controller, type UseFormReturn } from 'react-hook-form';
import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import { ID_PROOF_TYPES, WORKER_SKILLS } from '@carcare/contracts';
import { fieldProps } from '../../components/form/entityForm';
import { FormDateField } from '../../components/form/FormDateFields';
import { FormSelectField } from '../../components/form/FormSelectField';
import { PhoneField } from '../../components/form/PhoneField';
import type { WorkerFormValues } from './workerForm';
import { useMemo } from 'react';
import { useTexts } from '../../i18n/useTexts';
import { workerCatalogue } from './workerTexts';

/** A worker's fields, shared by the Add Worker page and the Edit worker dialog. */
export function WorkerFields({ form }: { form: UseFormReturn<WorkerFormValues> }) {
  const t = useTexts(workerCatalogue);
  const idProofLabels = useMemo(() => Object.fromEntries(ID_PROOF_TYPES.map((type) => [type, t(`idProof.${type}`)])) as Record<(typeof ID_PROOF_TYPES)[number], string>, [t]);
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField label={t('name')} required autoComplete="off" {...fieldProps(form, 'name')} />
        <PhoneField control={control} name="phone" label={t('phone')} help={t('phoneHelp')} />
      </Box>
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={WORKER_SKILLS}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            getOptionLabel={(skill) => t(`skill.${skill}`)}
            disableCloseOnSelect
            renderValue={(value, getItemProps) =>
              value.map((skill, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={t(`skill.${skill}`)} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField {...params} label={t('skills')} required inputRef={field.ref} error={Boolean(errors.skills)} helperText={errors.skills?.message} />
            )}
          />
        )}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2.5 }}>
        <FormSelectField control={control} name="id_proof_type" label={t('idProofType')} required options={ID_PROOF_TYPES} labels={idProofLabels} />
        <TextField label={t('idProofNumber')} required autoComplete="off" {...fieldProps(form, 'id_proof_number')} />
        <FormDateField control={control} name="joined_on" label={t('joinedOn')} required fullWidth />
      </Box>
    </>
  );
}
