import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/** A button that shows a spinner and stays disabled while its action runs. */
export default function LoadingButton({ loading, disabled, children, startIcon, ...props }: ButtonProps & { loading: boolean }) {
  return (
    <Button {...props} disabled={disabled || loading} startIcon={loading ? <CircularProgress size={16} color="inherit" /> : startIcon} aria-busy={loading || undefined}>
      {children}
    </Button>
  );
}
