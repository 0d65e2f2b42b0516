import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { selectFieldProps } from './selectFieldProps';

export type FormSelectFieldProps<T extends FieldValues, C = unknown, TT extends FieldValues = T> = {
  control: Control<T, C, TT>;
  name: FieldPath<T>;
  /** Shown while the field has no error. */
  helperText?: ReactNode;
  /** Runs after the choice is stored (a dependent field empties). */
  onChosen?: (value: string) => void;
  /** A fixed set of choices (a contract's enum), each shown by its label… */
  options?: readonly string[];
  labels?: Readonly<Record<string, string>>;
  /** …or the MenuItems themselves (after the options, if both). */
  children?: ReactNode;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText' | 'select' | 'children'>;

/** A select of a react-hook-form form, its error (or hint) under it. */
export function FormSelectField<T extends FieldValues, C = unknown, TT extends FieldValues = T>({ control, name, helperText, onChosen, options, labels, children, ...props }: FormSelectFieldProps<T, C, TT>) {
  const { field, fieldState } = useController({ control, name });
  const onChange = (value: string) => {
    field.onChange(value);
    onChosen?.(value);
  };
  return (
    <TextField {...selectFieldProps({ ...field, value: field.value as string, onChange })} {...props} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? helperText}>
      {options?.map((option) => (
        <MenuItem key={option} value={option}>
          {labels?.[option] ?? option}
        </MenuItem>
      ))}
      {children}
    </TextField>
  );
}
