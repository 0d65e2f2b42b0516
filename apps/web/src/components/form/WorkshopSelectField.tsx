import { MenuItem } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useWorkshopFilterOptionsQuery } from '../../api/optionsApi';
import { FormSelectField, type FormSelectFieldProps } from './FormSelectField';

/** A form's choice of workshop (for the super admin), from the workshops' option list; `noneLabel` offers "none". */
export function WorkshopSelectField<T extends FieldValues, C = unknown, TT extends FieldValues = T>({ noneLabel, ...props }: Omit<FormSelectFieldProps<T, C, TT>, 'children'> & { noneLabel?: string }) {
  const { data: workshops } = useWorkshopFilterOptionsQuery();
  return (
    <FormSelectField {...props}>
      {noneLabel ? <MenuItem value="">{noneLabel}</MenuItem> : null}
      {(workshops?.data ?? []).map((workshop) => (
        <MenuItem key={workshop.id} value={String(workshop.id)}>
          {workshop.name}
        </MenuItem>
      ))}
    </FormSelectField>
  );
}
