import { TextField } from '@mui/material';

export interface ConfirmNoteFieldProps {
  label: string;
  value: string;
  /** Called with the new text (see useConfirmNote, which also clears the error). */
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  autoFocus?: boolean;
}

/** The note under a confirmation's text (why a leave, request or service is rejected): up to 500 characters, two lines or more. */
export function ConfirmNoteField({ label, value, onChange, error, required, autoFocus }: ConfirmNoteFieldProps) {
  return (
    <TextField
      label={label}
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? undefined}
      multiline
      minRows={2}
      fullWidth
      autoFocus={autoFocus}
      sx={{ mt: 2 }}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}
