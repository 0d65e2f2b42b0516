import { useMemo } from 'react';
import { TextField } from '@mui/material';
import { optionalNumber } from '../../components/form/entityForm';
import { FormSection } from '../../components/form/FormParts';
import { FormPage } from '../../components/form/FormPage';
import { usePageForm, type PageFormProps } from '../../components/form/usePageForm';
import { useTexts } from '../../i18n/useTexts';
import { WORKSHOP_FIELD_PATHS, workshopFormSchemas, type WorkshopFormOutput, type WorkshopFormValues } from './workshopForm';
import { workshopCatalogue } from './workshopTexts';

export type WorkshopFormProps = PageFormProps<WorkshopFormValues, WorkshopFormOutput>;

/** One form for a workshop and its garage admin, validated with the contract's schemas. */
export function WorkshopForm(props: WorkshopFormProps) {
  const { mode, header } = props;
  const t = useTexts(workshopCatalogue);
  const schemas = useMemo(
    () =>
      workshopFormSchemas({
        latitudeNotNumber: t('latitudeNotNumber'),
        latitudeOutOfRange: t('latitudeOutOfRange'),
        longitudeNotNumber: t('longitudeNotNumber'),
        longitudeOutOfRange: t('longitudeOutOfRange'),
      }),
    [t],
  );
  const { field, page } = usePageForm(props, { schema: mode === 'create' ? schemas.create : schemas.update, serverFields: WORKSHOP_FIELD_PATHS, duplicateField: 'admin.phone' });
  const numberField = (name: 'latitude' | 'longitude', hint: string) => field(name, hint, { setValueAs: optionalNumber });

  return (
    <FormPage {...page} label={mode === 'create' ? t('addTitle') : t('editTitle')} header={header} cancelLabel={t('cancel')} submitLabel={mode === 'create' ? t('create') : t('save')}>
      <FormSection title={t('workshop')} subtitle={t('workshopHint')}>
        <TextField label={t('name')} required {...field('name')} />
        <TextField label={t('ownerName')} required {...field('owner_name')} />
        <TextField label={t('phone')} required type="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} {...field('phone', t('hintPhone'))} />
        <TextField label={t('email')} type="email" {...field('email', t('hintOptional'))} />
        <TextField label={t('address')} required {...field('address_line')} sx={{ gridColumn: { md: '1 / -1' } }} />
        <TextField label={t('city')} required {...field('city')} />
        <TextField label={t('state')} required {...field('state')} />
        <TextField label={t('pincode')} required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...field('pincode', t('hintPincode'))} />
        <TextField label={t('gstin')} slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' } } }} {...field('gstin', t('hintGstin'))} />
        <TextField label={t('openingHours')} required {...field('opening_hours', t('hintHours'))} sx={{ gridColumn: { md: '1 / -1' } }} />
        <TextField label={t('latitude')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...numberField('latitude', t('hintLatitude'))} />
        <TextField label={t('longitude')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...numberField('longitude', t('hintLongitude'))} />
      </FormSection>
      <FormSection title={t('adminSection')} subtitle={t('adminHint')}>
        <TextField label={t('adminName')} required {...field('admin.name')} />
        <TextField label={t('adminPhone')} required type="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} {...field('admin.phone', t('hintAdminPhone'))} />
        <TextField label={t('adminEmail')} type="email" {...field('admin.email', t('hintOptional'))} />
      </FormSection>
    </FormPage>
  );
}
