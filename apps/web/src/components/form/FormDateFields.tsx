import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField';

type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error';

interface FormFieldBinding<T extends FieldValues, C, TT extends FieldValues> {
  control: Control<T, C, TT>;
  name: FieldPath<T>;
  /** Shown while the field has no error. */
  helperText?: string;
}

/** The react-hook-form binding of a date or date-time field: value, change, blur, ref and its error. */
function useFieldBinding<T extends FieldValues, C, TT extends FieldValues>({ control, name, helperText }: FormFieldBinding<T, C, TT>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value as string | undefined,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}

export type FormDateFieldProps<T extends FieldValues, C = unknown, TT extends FieldValues = T> = FormFieldBinding<T, C, TT> & Omit<DateFieldProps, BoundProps | 'helperText'>;

/** A dd/mm/yyyy date field of a react-hook-form form, its error under it. */
export function FormDateField<T extends FieldValues, C = unknown, TT extends FieldValues = T>({ control, name, helperText, ...props }: FormDateFieldProps<T, C, TT>) {
  return <DateField {...props} {...useFieldBinding({ control, name, helperText })} />;
}

export type FormDateTimeFieldProps<T extends FieldValues, C = unknown, TT extends FieldValues = T> = FormFieldBinding<T, C, TT> & Omit<DateTimeFieldProps, BoundProps | 'helperText'>;

/** A dd/mm/yyyy date and time field of a react-hook-form form, its error under it. */
export function FormDateTimeField<T extends FieldValues, C = unknown, TT extends FieldValues = T>({ control, name, helperText, ...props }: FormDateTimeFieldProps<T, C, TT>) {
  return <DateTimeField {...props} {...useFieldBinding({ control, name, helperText })} />;
}
