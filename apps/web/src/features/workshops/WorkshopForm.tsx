import type { ReactNode } from 'react';
import { TextField } from '@mui/material';
import { fieldProps, optionalNumber } from '../../components/form/entityForm';
import { FormSection } from '../../components/form/FormParts';
import { FormPage } from '../../components/form/FormPage';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { WORKSHOP_FIELD_PATHS, workshopCreateFormSchema, workshopUpdateFormSchema, type WorkshopFormOutput, type WorkshopFormValues } from './workshopForm';
import { WORKSHOP_TEXTS as T } from './workshopTexts';

export interface WorkshopFormProps {
  mode: 'create' | 'edit';
  initial: WorkshopFormValues;
  saving: boolean;
  /** Sends the body; resolves to the error of a failed call, or undefined when saved. */
  onSave: (body: WorkshopFormOutput) => Promise<unknown>;
  onCancel: () => void;
  /** Fetches the latest copy after a stale-version 409 (the form refills from `initial`). */
  onReload?: () => Promise<unknown>;
  /** Shown above the sections (status and its actions on the edit page). */
  header?: ReactNode;
}

/** One form for a workshop and its garage admin, validated with the contract's schemas. */
export function WorkshopForm({ mode, initial, saving, onSave, onCancel, onReload, header }: WorkshopFormProps) {
  const controller = useConsoleForm<WorkshopFormValues, WorkshopFormOutput>({
    schema: mode === 'create' ? workshopCreateFormSchema : workshopUpdateFormSchema,
    values: initial,
    mode: 'onTouched',
    onSave,
    onReload,
    serverFields: WORKSHOP_FIELD_PATHS,
    duplicateField: 'admin.phone',
  });
  const { form } = controller;
  const field = (name: Parameters<typeof fieldProps<WorkshopFormValues>>[1], hint?: string) => fieldProps(form, name, hint);
  const numberField = (name: 'latitude' | 'longitude', hint: string) => fieldProps(form, name, hint, { setValueAs: optionalNumber });

  return (
    <FormPage label={mode === 'create' ? 'Add workshop' : 'Edit workshop'} controller={controller} saving={saving} header={header} onCancel={onCancel} cancelLabel={T.cancel} submitLabel={mode === 'create' ? T.create : T.save}>
      <FormSection title={T.workshop} subtitle={T.workshopHint}>
        <TextField label={T.name} required {...field('name')} />
        <TextField label={T.ownerName} required {...field('owner_name')} />
        <TextField label={T.phone} required type="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} {...field('phone', T.hintPhone)} />
        <TextField label={T.email} type="email" {...field('email', T.hintOptional)} />
        <TextField label={T.address} required {...field('address_line')} sx={{ gridColumn: { md: '1 / -1' } }} />
        <TextField label={T.city} required {...field('city')} />
        <TextField label={T.state} required {...field('state')} />
        <TextField label={T.pincode} required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...field('pincode', T.hintPincode)} />
        <TextField label={T.gstin} slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' } } }} {...field('gstin', T.hintGstin)} />
        <TextField label={T.openingHours} required {...field('opening_hours', T.hintHours)} sx={{ gridColumn: { md: '1 / -1' } }} />
        <TextField label={T.latitude} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...numberField('latitude', T.hintLatitude)} />
        <TextField label={T.longitude} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...numberField('longitude', T.hintLongitude)} />
      </FormSection>
      <FormSection title={T.adminSection} subtitle={T.adminHint}>
        <TextField label={T.adminName} required {...field('admin.name')} />
        <TextField label={T.adminPhone} required type="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} {...field('admin.phone', T.hintAdminPhone)} />
        <TextField label={T.adminEmail} type="email" {...field('admin.email', T.hintOptional)} />
      </FormSection>
    </FormPage>
  );
}
