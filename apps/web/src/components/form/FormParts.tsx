import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Skeleton, Stack, Switch } from '@mui/material';
import { useTexts } from '../../i18n/useTexts';
import type { SaveProblem } from './entityForm';
import { formCatalogue } from './formTexts';
import { CardHeading } from '../CardHeading';

export { CardHeading };

export interface FormSectionProps {
  title: string;
  subtitle?: string;
  /** `columns`: two on desktop, one on a phone; `stack`: one under the other everywhere. */
  layout?: 'columns' | 'stack';
  children: ReactNode;
}

/** A titled card of form fields. */
export function FormSection({ title, subtitle, layout = 'columns', children }: FormSectionProps) {
  return (
    <Card variant="outlined">
      <CardContent>
        <CardHeading title={title} subtitle={subtitle} />
        <Box sx={{ display: 'grid', gridTemplateColumns: layout === 'columns' ? { xs: '1fr', md: '1fr 1fr' } : '1fr', gap: 2.5, mt: 2.5 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

/** The banner above a form after a failed save; a stale copy gets a Reload action. */
export function SaveProblemAlert({ problem, onReload }: { problem: SaveProblem; onReload?: () => void }) {
  const t = useTexts(formCatalogue);
  if (!problem) return null;
  return (
    <Alert
      severity={problem.kind === 'stale' ? 'warning' : 'error'}
      action={
        problem.kind === 'stale' && onReload ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {t('reload')}
          </Button>
        ) : undefined
      }
    >
      {problem.message}
    </Alert>
  );
}

/** The shape of an edit page while its record loads. */
export function FormSkeleton() {
  const t = useTexts(formCatalogue);
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('loading')} sx={{ maxWidth: 1100 }}>
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={420} />
      <Skeleton variant="rounded" height={180} />
    </Stack>
  );
}

/** An on/off field (a record's "Active") bound to a react-hook-form boolean. */
export function SwitchField<T extends FieldValues, O extends FieldValues>({ control, name, label }: { control: Control<T, unknown, O>; name: Path<T>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <FormControlLabel control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />} label={label} />}
    />
  );
}
