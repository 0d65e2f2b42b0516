import { Box, TextField } from '@mui/material';
import { requiredNumber } from '../../components/form/entityForm';
import { FormSection } from '../../components/form/FormParts';
import { FormPage } from '../../components/form/FormPage';
import { usePageForm, type PageFormProps } from '../../components/form/usePageForm';
import { SOCIETY_FIELD_PATHS, societyCreateFormSchema, societyUpdateFormSchema, type SocietyFormOutput, type SocietyFormValues } from './societyForm';
import { useTexts } from '../../i18n/useTexts';
import { societyCatalogue } from './societyTexts';

export type SocietyFormProps = PageFormProps<SocietyFormValues, SocietyFormOutput>;

const PHONE_INPUT = { htmlInput: { inputMode: 'numeric' as const, maxLength: 10 } };
const WHOLE_NUMBER_INPUT = { htmlInput: { inputMode: 'numeric' as const } };

/** One form for a society and its manager, validated with the contract's schemas. */
export function SocietyForm(props: SocietyFormProps) {
  const { mode, header } = props;
  const t = useTexts(societyCatalogue);
  const schema = mode === 'create' ? societyCreateFormSchema : societyUpdateFormSchema;
  const { field, page } = usePageForm(props, { schema, serverFields: SOCIETY_FIELD_PATHS, duplicateField: 'manager.phone' });
  const countField = (name: 'blocks' | 'flats', hint: string) => field(name, hint, { setValueAs: requiredNumber });

  return (
    <FormPage {...page} label={mode === 'create' ? t('addTitle') : t('editTitle')} header={header} cancelLabel={t('cancel')} submitLabel={mode === 'create' ? t('create') : t('save')}>
      <FormSection title={t('society')} subtitle={t('societyHint')}>
        <TextField label={t('name')} required {...field('name')} />
        <TextField label={t('contactPhone')} required type="tel" slotProps={PHONE_INPUT} {...field('contact_phone', t('hintPhone'))} />
        <TextField label={t('address')} required {...field('address_line')} sx={{ gridColumn: { md: '1 / -1' } }} />
        <TextField label={t('city')} required {...field('city')} />
        <TextField label={t('state')} required {...field('state')} />
        <TextField label={t('pincode')} required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...field('pincode', t('hintPincode'))} />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <TextField label={t('blocks')} required slotProps={WHOLE_NUMBER_INPUT} {...countField('blocks', t('hintBlocks'))} />
          <TextField label={t('flats')} required slotProps={WHOLE_NUMBER_INPUT} {...countField('flats', t('hintFlats'))} />
        </Box>
      </FormSection>
      <FormSection title={t('managerSection')} subtitle={t('managerHint')}>
        <TextField label={t('managerName')} required {...field('manager.name')} />
        <TextField label={t('managerPhone')} required type="tel" slotProps={PHONE_INPUT} {...field('manager.phone', t('hintManagerPhone'))} />
        <TextField label={t('managerEmail')} type="email" {...field('manager.email', t('hintOptional'))} />
      </FormSection>
    </FormPage>
  );
}
