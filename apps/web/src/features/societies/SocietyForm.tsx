import type { ReactNode } from 'react';
import { Box, TextField } from '@mui/material';
import { fieldProps, requiredNumber } from '../../components/form/entityForm';
import { FormSection } from '../../components/form/FormParts';
import { FormPage } from '../../components/form/FormPage';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { SOCIETY_FIELD_PATHS, societyCreateFormSchema, societyUpdateFormSchema, type SocietyFormOutput, type SocietyFormValues } from './societyForm';
import { SOCIETY_TEXTS as T } from './societyTexts';

export interface SocietyFormProps {
  mode: 'create' | 'edit';
  initial: SocietyFormValues;
  saving: boolean;
  /** Sends the body; resolves to the error of a failed call, or undefined when saved. */
  onSave: (body: SocietyFormOutput) => Promise<unknown>;
  onCancel: () => void;
  /** Fetches the latest copy after a stale-version 409 (the form refills from `initial`). */
  onReload?: () => Promise<unknown>;
  header?: ReactNode;
}

const PHONE_INPUT = { htmlInput: { inputMode: 'numeric' as const, maxLength: 10 } };
const WHOLE_NUMBER_INPUT = { htmlInput: { inputMode: 'numeric' as const } };

/** One form for a society and its manager, validated with the contract's schemas. */
export function SocietyForm({ mode, initial, saving, onSave, onCancel, onReload, header }: SocietyFormProps) {
  const controller = useConsoleForm<SocietyFormValues, SocietyFormOutput>({
    schema: mode === 'create' ? societyCreateFormSchema : societyUpdateFormSchema,
    values: initial,
    mode: 'onTouched',
    onSave,
    onReload,
    serverFields: SOCIETY_FIELD_PATHS,
    duplicateField: 'manager.phone',
  });
  const { form } = controller;
  const field = (name: Parameters<typeof fieldProps<SocietyFormValues>>[1], hint?: string) => fieldProps(form, name, hint);
  const countField = (name: 'blocks' | 'flats', hint: string) => fieldProps(form, name, hint, { setValueAs: requiredNumber });

  return (
    <FormPage label={mode === 'create' ? 'Add society' : 'Edit society'} controller={controller} saving={saving} header={header} onCancel={onCancel} cancelLabel={T.cancel} submitLabel={mode === 'create' ? T.create : T.save}>
      <FormSection title={T.society} subtitle={T.societyHint}>
        <TextField label={T.name} required {...field('name')} />
        <TextField label={T.contactPhone} required type="tel" slotProps={PHONE_INPUT} {...field('contact_phone', T.hintPhone)} />
        <TextField label={T.address} required {...field('address_line')} sx={{ gridColumn: { md: '1 / -1' } }} />
        <TextField label={T.city} required {...field('city')} />
        <TextField label={T.state} required {...field('state')} />
        <TextField label={T.pincode} required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...field('pincode', T.hintPincode)} />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <TextField label={T.blocks} required slotProps={WHOLE_NUMBER_INPUT} {...countField('blocks', T.hintBlocks)} />
          <TextField label={T.flats} required slotProps={WHOLE_NUMBER_INPUT} {...countField('flats', T.hintFlats)} />
        </Box>
      </FormSection>
      <FormSection title={T.managerSection} subtitle={T.managerHint}>
        <TextField label={T.managerName} required {...field('manager.name')} />
        <TextField label={T.managerPhone} required type="tel" slotProps={PHONE_INPUT} {...field('manager.phone', T.hintManagerPhone)} />
        <TextField label={T.managerEmail} type="email" {...field('manager.email', T.hintOptional)} />
      </FormSection>
    </FormPage>
  );
}
