import { InputAdornment, TextField } from '@mui/material';
import type { FieldValues, FormState, Path, UseFormRegister } from 'react-hook-form';
import { VEHICLE_TYPES, type VehicleType } from '@carcare/contracts';
import { fieldProps } from '../../components/form/entityForm';
import { useTexts } from '../../i18n/useTexts';
import { priceLabel, serviceCatalogue } from './serviceTexts';

export interface PriceFieldsProps<T extends FieldValues> {
  form: { register: UseFormRegister<T>; formState: FormState<T> };
  /** The form path holding the five rupee boxes ("prices", "price_overrides"). */
  prefix: string;
  required: boolean;
  /** The line under a box when it has no error. */
  hint: (vehicle: VehicleType) => string | undefined;
  disabled?: boolean;
}

const RUPEE_SLOT_PROPS = {
  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
  htmlInput: { inputMode: 'decimal' as const, autoComplete: 'off' },
};

/** One rupee box per vehicle type, each with its own message. */
export function PriceFields<T extends FieldValues>({ form, prefix, required, hint, disabled }: PriceFieldsProps<T>) {
  const t = useTexts(serviceCatalogue);
  return (
    <>
      {VEHICLE_TYPES.map((vehicle) => (
        <TextField
          key={vehicle}
          label={priceLabel(t, vehicle)}
          required={required}
          disabled={disabled}
          slotProps={RUPEE_SLOT_PROPS}
          {...fieldProps(form, `${prefix}.${vehicle}` as Path<T>, hint(vehicle))}
        />
      ))}
    </>
  );
}
