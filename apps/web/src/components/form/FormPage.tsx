import type { FormEventHandler, ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import LoadingButton from '../LoadingButton';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import type { SaveProblem } from './entityForm';
import { SaveProblemAlert } from './FormParts';
import { useTexts } from '../../i18n/useTexts';
import { formCatalogue } from './formTexts';

/** What a page form takes from useConsoleForm. */
export interface FormPageController {
  submit: FormEventHandler<HTMLFormElement>;
  problem: SaveProblem;
  reload?: () => void;
  hasUnsavedChanges: () => boolean;
  leave: (then: () => void) => void;
}

export interface FormPageProps {
  /** Names the form for assistive technology ("Add workshop"). */
  label: string;
  controller: FormPageController;
  saving: boolean;
  /** Shown above the failure and the sections (status and its actions on an edit page). */
  header?: ReactNode;
  /** Leaves without saving, without asking; no Cancel without it. */
  onCancel?: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The sections. */
  children: ReactNode;
}

/**
 * A form that is a whole page: the save problem, its sections, Cancel and a submit that spins, and
 * a question before a link, Back or closing the tab loses unsaved changes.
 */
export function FormPage({ label, controller, saving, header, onCancel, cancelLabel, submitLabel, children }: FormPageProps) {
  const t = useTexts(formCatalogue);
  const { submit, problem, reload, hasUnsavedChanges, leave } = controller;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <UnsavedChangesGuard when={hasUnsavedChanges} title={t('leaveTitle')} text={t('leaveWarning')} leaveLabel={t('leave')} stayLabel={t('stay')} />
      <Stack spacing={3}>
        {header}
        <SaveProblemAlert problem={problem} onReload={reload} />
        {children}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {onCancel ? (
            <Button onClick={() => leave(onCancel)} disabled={saving}>
              {cancelLabel}
            </Button>
          ) : null}
          <LoadingButton type="submit" variant="contained" loading={saving}>
            {submitLabel}
          </LoadingButton>
        </Stack>
      </Stack>
    </Box>
  );
}
