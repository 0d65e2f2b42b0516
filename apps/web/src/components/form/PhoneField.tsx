import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '@mui/material';
import { sanitizePhone } from '@carcare/contracts';

export interface PhoneFieldProps<V extends FieldValues, C, B> {
  control: Control<V, C, B>;
  name: FieldPath<V>;
  label: string;
  /** Shown under the field while it has no error. */
  help: string;
}

/** A required phone number field that keeps only what a phone number may hold as the user types. */
export function PhoneField<V extends FieldValues, C, B>({ control, name, label, help }: PhoneFieldProps<V, C, B>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <TextField
          label={label}
          required
          fullWidth
          inputMode="numeric"
          autoComplete="off"
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(sanitizePhone(event.target.value))}
          error={Boolean(error)}
          helperText={error?.message ?? help}
        />
      )}
    />
  );
}
