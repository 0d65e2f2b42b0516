import { Fragment, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useSnackbar } from '../../components/snackbar/snackbars';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { POLICY_BODY_MAX, type PolicyKind, type PolicyState, type PolicyVersionSummary } from '@carcare/contracts';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmTarget } from '../../components/useConfirmTarget';
import LoadingButton from '../../components/LoadingButton';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { StaleAlert } from '../../components/form/StaleAlert';
import { formatDateTime } from '../../components/format/dates';
import { useDiscardPolicyDraftMutation, useGetPolicyQuery, useGetPolicyVersionQuery, useGetPolicyVersionsQuery, useListDeletedPolicyDraftsQuery, usePublishPolicyMutation, useRestorePolicyDraftMutation, useSavePolicyDraftMutation } from './contentApi';
import { DeletedFilterButton, DeletedRecordsCard } from '../../components/DeletedRecords';
import { useUndoSnackbar } from '../../components/snackbar/useUndoSnackbar';
import { useTexts } from '../../i18n/useTexts';
import { contentCatalogue } from './contentTexts';
import { MarkdownView } from './MarkdownView';
import { serverFailureTextOf } from '../../components/form/fieldErrorText';
import { RetryAlert } from '../../components/RetryAlert';
import { RecordTabs } from '../../components/history/RecordTabs';
import { RecordHistory } from '../audit/public';

function StatusLine({ state, dirty }: { state: PolicyState; dirty: boolean }) {
  const t = useTexts(contentCatalogue);
  const { draft, published } = state;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {published?.version_no ? <Chip color="success" size="small" label={t('policy.currentVersion', { version: published.version_no })} /> : <Chip size="small" label={t('policy.noPublished')} />}
      {draft ? <Chip color="warning" variant="outlined" size="small" label={t('policy.draftStatus')} /> : null}
      {dirty ? <Chip color="info" variant="outlined" size="small" label={t('policy.unsaved')} /> : null}
      {published?.published_at ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('policy.publishedBy', { who: published.published_by?.name ?? '—', when: formatDateTime(published.published_at) })}
        </Typography>
      ) : null}
    </Stack>
  );
}

function VersionDialog({ kind, version, onClose }: { kind: PolicyKind; version: PolicyVersionSummary | null; onClose: () => void }) {
  const t = useTexts(contentCatalogue);
  const versionNo = version?.version_no ?? 0;
  const query = useGetPolicyVersionQuery({ kind, versionNo }, { skip: !version });
  const titleId = 'policy-version-title';
  return (
    <Dialog open={version !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>
        {t(`policyTitle.${kind}`)} · {t('policy.versionLabel', { version: versionNo })}
        {version ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`policyStatus.${version.status}`)} · {t('policy.publishedBy', { who: version.published_by?.name ?? '—', when: formatDateTime(version.published_at) })}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent dividers>
        {query.isFetching && !query.data ? (
          <Stack spacing={1}>
            <Skeleton width="60%" height={32} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </Stack>
        ) : query.isError ? (
          <Alert severity="error">{serverFailureTextOf(query.error) ?? t('policy.loadFailed')}</Alert>
        ) : query.data ? (
          <MarkdownView markdown={query.data.body} label={t('policy.viewVersion', { version: versionNo })} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('policy.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function VersionHistory({ kind }: { kind: PolicyKind }) {
  const t = useTexts(contentCatalogue);
  const query = useGetPolicyVersionsQuery(kind);
  const [viewing, setViewing] = useState<PolicyVersionSummary | null>(null);
  const versions = query.data?.data ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('policy.historyTitle')}
        </Typography>
        {query.isLoading ? (
          <Stack spacing={1} sx={{ mt: 1.5 }}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : query.isError ? (
          <RetryAlert retryLabel={t('policy.retry')} onRetry={query.refetch} sx={{ mt: 1.5 }}>
            {t('policy.loadFailed')}
          </RetryAlert>
        ) : versions.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            {t('policy.historyEmpty')}
          </Typography>
        ) : (
          <List aria-label={t('policy.historyTitle')} disablePadding sx={{ mt: 1 }}>
            {versions.map((version, index) => (
              <Fragment key={version.id}>
                {index > 0 ? <Divider component="li" aria-hidden /> : null}
                <ListItem
                  disableGutters
                  secondaryAction={
                    <Button size="small" onClick={() => setViewing(version)} aria-label={t('policy.viewVersion', { version: version.version_no ?? 0 })}>
                      {t('policy.view')}
                    </Button>
                  }
                  sx={{ pr: 8 }}
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{t('policy.versionLabel', { version: version.version_no ?? 0 })}</span>
                        <Chip size="small" color={version.status === 'published' ? 'success' : 'default'} label={t(`policyStatus.${version.status}`)} />
                      </Stack>
                    }
                    secondary={
                      <>
                        {t('policy.publishedBy', { who: version.published_by?.name ?? '—', when: formatDateTime(version.published_at) })}
                        {version.superseded_at ? ` · ${t('policy.supersededAt', { when: formatDateTime(version.superseded_at) })}` : ''}
                      </>
                    }
                    slotProps={{ secondary: { component: 'span' } }}
                  />
                </ListItem>
              </Fragment>
            ))}
          </List>
        )}
      </CardContent>
      <VersionDialog kind={kind} version={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

type PolicyStep = 'save' | 'publish' | 'discard';

/** A super admin's discarded drafts of one kind (the "Deleted" filter), each with Restore. */
function DeletedDrafts({ kind, onShowAll }: { kind: PolicyKind; onShowAll: () => void }) {
  const t = useTexts(contentCatalogue);
  const { data, isLoading } = useListDeletedPolicyDraftsQuery(kind);
  const [restoreDraft] = useRestorePolicyDraftMutation();
  return (
    <DeletedRecordsCard
      loading={isLoading}
      onShowAll={onShowAll}
      label={t('policy.deletedLabel')}
      emptyText={t('policy.noneDeleted')}
      rows={(data?.data ?? []).map((draft) => ({
        id: draft.id,
        version: draft.version,
        name: draft.body.trim().split('\n')[0]?.slice(0, 80) || t('policy.emptyDraft'),
        detail: t('policy.lastSaved', { who: draft.updated_by?.name ?? '—', when: formatDateTime(draft.updated_at) }),
      }))}
      restore={async ({ id, version }) => (await restoreDraft({ kind, id, version })).error}
    />
  );
}

function PolicyEditor({ state, onReload, onShowDeleted }: { state: PolicyState; onReload: () => Promise<PolicyState | undefined>; onShowDeleted: () => void }) {
  const t = useTexts(contentCatalogue);
  const { kind, draft, published } = state;
  const title = t(`policyTitle.${kind}`);
  const { enqueueSnackbar } = useSnackbar();
  const baseline = draft?.body ?? published?.body ?? '';
  const confirm = useConfirmTarget<'publish' | 'discard'>();
  const [saveDraft, { isLoading: saving }] = useSavePolicyDraftMutation();
  const [publish, { isLoading: publishing }] = usePublishPolicyMutation();
  const [discard, { isLoading: discarding }] = useDiscardPolicyDraftMutation();
  const [restoreDraft] = useRestorePolicyDraftMutation();
  const offerUndo = useUndoSnackbar();
  // What to say when the call that failed got no answer.
  const unanswered = useRef<'policy.saveFailed' | 'policy.publishFailed'>('policy.saveFailed');

  /** Saves the text when it changed (or no draft exists yet); answers the draft version to publish, or the error. */
  const save = async (text: string): Promise<{ version: number | null } | { error: unknown }> => {
    if (text === baseline && draft) return { version: draft.version };
    const result = await saveDraft({ kind, body: text, version: draft?.version ?? null });
    return result.error ? { error: result.error } : { version: result.data.draft?.version ?? null };
  };

  const run = async (step: PolicyStep, text: string): Promise<unknown> => {
    unanswered.current = 'policy.saveFailed';
    if (step === 'discard') {
      if (!draft) return undefined;
      const result = await discard({ kind, version: draft.version });
      if (result.error) return result.error;
      // Back to the published text; Undo brings the draft's text back.
      form.reset({ body: result.data.published?.body ?? '', step: 'save' });
      const { deleted } = result.data;
      let restored: PolicyState | undefined;
      offerUndo({
        message: t('policy.draftDiscarded'),
        undo: async () => {
          const answer = await restoreDraft({ kind, id: deleted.id, version: deleted.version });
          restored = answer.data;
          return answer.error;
        },
        onUndone: () => form.reset({ body: restored?.draft?.body ?? '', step: 'save' }),
      });
      return undefined;
    }
    const saved = await save(text);
    if ('error' in saved) return saved.error;
    if (saved.version === null) return undefined;
    if (step === 'save') {
      enqueueSnackbar(t('policy.draftSaved'), { variant: 'success' });
      return undefined;
    }
    unanswered.current = 'policy.publishFailed';
    const result = await publish({ kind, version: saved.version });
    if (result.error) return result.error;
    enqueueSnackbar(t('policy.published', { version: result.data.published?.version_no ?? nextVersion }), { variant: 'success' });
    return undefined;
  };

  // The step is the button that asked (Save draft, Publish, Discard), kept with the text it sends.
  const { form, problem, submit, reload, dismiss } = useConsoleForm<{ body: string; step: PolicyStep }>({
    defaultValues: { body: baseline, step: 'save' },
    serverFields: [],
    onSave: ({ body, step }) => run(step, body),
    onReload: async () => {
      // The latest stored text replaces the local copy.
      const latest = await onReload();
      if (latest) form.reset({ body: latest.draft?.body ?? latest.published?.body ?? '', step: 'save' });
    },
    onFailure: (error) => (error ? undefined : { kind: 'message', message: t(unanswered.current) }),
  });
  const { field: editor } = useController({ control: form.control, name: 'body' });
  const text = editor.value;
  const submitStep = (step: PolicyStep) => {
    form.setValue('step', step);
    return submit();
  };

  const dirty = text !== baseline;
  const tooLong = text.length > POLICY_BODY_MAX;
  const busy = saving || publishing || discarding;
  const nextVersion = (published?.version_no ?? 0) + 1;

  const canPublish = (Boolean(draft) || dirty) && text.trim() !== '' && !tooLong;
  return (
    <Stack spacing={2.5}>
      <UnsavedChangesGuard when={dirty} title={t('policy.leaveTitle')} text={t('policy.leaveWarning')} leaveLabel={t('policy.leave')} stayLabel={t('policy.stay')} />
      <StaleAlert message={problem?.kind === 'stale' ? problem.message : null} onReload={() => reload?.()} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
            <Box sx={{ minWidth: 0 }}>
              <StatusLine state={state} dirty={dirty} />
              {draft?.updated_by ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {t('policy.lastSaved', { who: draft.updated_by.name, when: formatDateTime(draft.updated_at) })}
                </Typography>
              ) : null}
            </Box>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
              <DeletedFilterButton pressed={false} onChange={onShowDeleted} />
              {draft ? (
                <Button color="error" disabled={busy} onClick={() => confirm.ask('discard')}>
                  {t('policy.discardDraft')}
                </Button>
              ) : null}
              <LoadingButton variant="outlined" loading={saving && confirm.target === null} disabled={busy || !dirty || tooLong} onClick={() => void submitStep('save')}>
                {t('policy.saveDraft')}
              </LoadingButton>
              <Button variant="contained" disabled={busy || !canPublish} onClick={() => confirm.ask('publish')}>
                {t('policy.publish')}
              </Button>
            </Stack>
          </Stack>
          {problem?.kind === 'message' ? (
            <Alert severity="error" sx={{ mt: 2 }} onClose={dismiss}>
              {problem.message}
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2.5, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardContent>
            <TextField
              label={t('policy.editorLabel')}
              name={editor.name}
              inputRef={editor.ref}
              value={text}
              onChange={(event) => editor.onChange(event.target.value)}
              onBlur={editor.onBlur}
              multiline
              minRows={16}
              maxRows={40}
              fullWidth
              error={tooLong}
              helperText={tooLong ? t('policy.tooLong', { max: POLICY_BODY_MAX }) : `${t('policy.editorHelp')} ${t('policy.chars', { count: text.length, max: POLICY_BODY_MAX })}`}
              slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: 'monospace', fontSize: '0.875rem', lineHeight: 1.6 } } }}
            />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
              {t('policy.previewTitle')}
            </Typography>
            {text.trim() ? (
              <MarkdownView markdown={text} label={t('policy.previewTitle')} sx={{ maxHeight: { lg: 720 }, overflowY: 'auto' }} />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('policy.previewEmpty')}
              </Typography>
            )}
          </CardContent>
        </Card>
      </Box>

      <VersionHistory kind={kind} />

      <ConfirmDialog
        {...confirm.dialogProps(() => submitStep('publish'), busy, 'publish')}
        title={t('policy.publishTitle', { title })}
        text={
          <>
            {t('policy.publishText', { title, next: nextVersion })}
            {dirty ? ` ${t('policy.publishUnsaved')}` : ''}
          </>
        }
        confirmLabel={t('policy.publish')}
      />
      <ConfirmDialog
        {...confirm.dialogProps(() => submitStep('discard'), busy, 'discard')}
        title={t('policy.discardTitle')}
        text={t('policy.discardText')}
        confirmLabel={t('policy.discardDraft')}
        destructive
      />
    </Stack>
  );
}

/** The editor of one policy; after a save or publish the stored text becomes the baseline of "unsaved changes". */
export function PolicyEditorPage({ kind }: { kind: PolicyKind }) {
  const t = useTexts(contentCatalogue);
  const query = useGetPolicyQuery(kind);
  const [showDeleted, setShowDeleted] = useState(false);
  if (showDeleted) return <DeletedDrafts kind={kind} onShowAll={() => setShowDeleted(false)} />;
  if (query.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('policy.previewTitle')} />
      </Box>
    );
  }
  if (!query.data) {
    return (
      <RetryAlert retryLabel={t('policy.retry')} onRetry={query.refetch}>
        {serverFailureTextOf(query.error) ?? t('policy.loadFailed')}
      </RetryAlert>
    );
  }
  return (
    <RecordTabs history={<RecordHistory record={`policies/${kind}`} />}>
      <PolicyEditor key={kind} state={query.data} onReload={async () => (await query.refetch()).data} onShowDeleted={() => setShowDeleted(true)} />
    </RecordTabs>
  );
}

/** concerns: the Consent Form. */
export function ConsentFormPage() {
  return <PolicyEditorPage kind="consent_form" />;
}

/** privacy: the Privacy Policy. */
export function PrivacyPolicyPage() {
  return <PolicyEditorPage kind="privacy_policy" />;
}
