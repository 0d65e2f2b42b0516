import { TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface ConfirmNoteFieldProps<T extends FieldValues, C = unknown, TT extends FieldValues = T> {
  control: Control<T, C, TT>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  autoFocus?: boolean;
}

/** The note under a confirmation's text (why a leave, request or service is rejected): up to 500 characters, two lines or more. */
export function ConfirmNoteField<T extends FieldValues, C = unknown, TT extends FieldValues = T>({ control, name, label, required, autoFocus }: ConfirmNoteFieldProps<T, C, TT>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={field.value as string}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      multiline
      minRows={2}
      fullWidth
      autoFocus={autoFocus}
      sx={{ mt: 2 }}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}
