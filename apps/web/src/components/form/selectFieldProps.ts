import type { ChangeEvent, Ref } from 'react';

/** The parts of a react-hook-form Controller field that a select TextField binds to. */
export interface SelectField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
}

/** Props that make a TextField a full-width select driven by a Controller field: `<TextField {...selectFieldProps(field)} label=…>`. */
export function selectFieldProps(field: SelectField) {
  return {
    select: true,
    fullWidth: true,
    name: field.name,
    inputRef: field.ref,
    value: field.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value),
    onBlur: field.onBlur,
  };
}
