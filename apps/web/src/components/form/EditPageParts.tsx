import type { ComponentType, ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { RecordStatus } from '@carcare/contracts';
import { Alert, Box, Button } from '@mui/material';
import { apiErrorOf } from '../../api/baseApi';
import { idFromParam } from '../format/entityFormat';
import { EntityStatusCard, type StatusTexts } from '../EntityStatusCard';
import { FormSkeleton } from './FormParts';
import { useAfterSave, type AfterSave, type SaveResult } from './useAfterSave';
import { useEditRecordForm } from './useEditRecordForm';

export interface EditLoadTexts {
  backToList: string;
  notFound: string;
  retry: string;
  loadFailed: string;
}

export interface EditEntityLoaderProps<E> {
  id: number | null;
  query: { data?: E; isLoading: boolean; error?: unknown; refetch: () => unknown };
  texts: EditLoadTexts;
  onBackToList: () => void;
  children: (entity: E, id: number) => ReactNode;
}

/** The states of an edit page before its form: unknown id, loading, failed load; then the form for the record. */
export function EditEntityLoader<E>({ id, query: { data, isLoading, error, refetch }, texts: T, onBackToList, children }: EditEntityLoaderProps<E>) {
  if (id === null || apiErrorOf(error)?.status === 404) {
    return (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={onBackToList}>{T.backToList}</Button>}>
        {T.notFound}
      </Alert>
    );
  }
  if (isLoading) return <FormSkeleton />;
  if (!data) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{T.retry}</Button>}>
        {T.loadFailed}
      </Alert>
    );
  }
  return children(data, id);
}

/** A resource's get hook (`useGetServiceQuery`, …) as an edit page calls it. */
export type UseGetRecord<E> = (id: number, options: { skip: boolean }) => { data?: E; isLoading: boolean; error?: unknown; refetch: () => Promise<unknown> };

export interface RecordLoaderProps<E> {
  /** The record's id from the URL; null when the URL names none. */
  id: number | null;
  useGet: UseGetRecord<E>;
  texts: EditLoadTexts;
  /** Where "Back to list" goes. */
  listPath: string;
  /** The page of the loaded record, given the way to fetch it again (Reload after a 409). */
  children: (entity: E, refetch: () => Promise<unknown>) => ReactNode;
}

/** An edit page's record: asked for by its id, shown through EditEntityLoader's states, then handed to the page. */
export function RecordLoader<E>({ id, useGet, texts, listPath, children }: RecordLoaderProps<E>) {
  const navigate = useNavigate();
  const query = useGet(id ?? 0, { skip: id === null });
  return (
    <EditEntityLoader id={id} query={query} texts={texts} onBackToList={() => void navigate(listPath)}>
      {(entity) => children(entity, () => query.refetch())}
    </EditEntityLoader>
  );
}

/** What an edit page's form is given: the loaded record, and the way to fetch it again. */
export interface RecordFormProps<E> {
  record: E;
  refetch: () => Promise<unknown>;
}

export interface EditRecordPageProps<E> extends Omit<RecordLoaderProps<E>, 'children'> {
  /** The record's form with what goes around it (its status card, its own saves). */
  form: ComponentType<RecordFormProps<E>>;
}

/** An edit page of a record with cards of its own: the record loaded (RecordLoader), then its form at a form's width. */
export function EditRecordPage<E>({ form: Form, ...loader }: EditRecordPageProps<E>) {
  return (
    <RecordLoader {...loader}>
      {(record, refetch) => (
        <Box sx={{ maxWidth: 1100 }}>
          <Form record={record} refetch={refetch} />
        </Box>
      )}
    </RecordLoader>
  );
}

/** What an edit page hands its form: save (with the version the page loaded), cancel, reload after a 409, and the status header. */
export interface EditFormProps<B> {
  mode: 'edit';
  saving: boolean;
  onCancel: () => void;
  onReload: () => Promise<unknown>;
  header: ReactNode;
  onSave: (body: Omit<B, 'version'> & { version?: number }) => Promise<unknown>;
}

type Trigger<A> = (args: A) => PromiseLike<SaveResult<unknown>>;

export interface EditEntityPageProps<E extends { id: number; version: number; status: RecordStatus }, B extends { version: number }> {
  /** Where Cancel and "Back to list" go. */
  listPath: string;
  texts: EditLoadTexts & StatusTexts & { saved: string };
  /** The resource's hooks (`useGetSocietyQuery`, …). */
  useGet: (id: number, options: { skip: boolean }) => { data?: E; isLoading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  useUpdate: () => readonly [Trigger<{ id: number; body: B }>, { isLoading: boolean }];
  useSetActive: () => readonly [Trigger<{ id: number; active: boolean; version: number }>, { isLoading: boolean }];
  /** Where a save goes next (it stays on the page without one). */
  savedPath?: (id: number) => string;
  /** The page: the form (given its props) and whatever else the record shows. */
  children: (entity: E, form: EditFormProps<B>) => ReactNode;
}

/**
 * An `edit…?id=…` page of an activatable record (workshop, society): loads it, and hands the form
 * its save, its reload and a header with the status card. The page itself only lays out its form.
 */
export function EditEntityPage<E extends { id: number; version: number; status: RecordStatus }, B extends { version: number }>({ useGet, ...editor }: EditEntityPageProps<E, B>) {
  const [params] = useSearchParams();
  const id = idFromParam(params.get('id'));
  return (
    <RecordLoader id={id} useGet={useGet} texts={editor.texts} listPath={editor.listPath}>
      {(entity, refetch) => <EntityEditor<E, B> record={entity} refetch={refetch} {...editor} />}
    </RecordLoader>
  );
}

/** The loaded record of an EditEntityPage: its form, handed its save and the status card as its header. */
function EntityEditor<E extends { id: number; version: number; status: RecordStatus }, B extends { version: number }>({
  record: entity,
  refetch,
  listPath,
  texts,
  useUpdate,
  useSetActive,
  savedPath,
  children,
}: Omit<EditEntityPageProps<E, B>, 'useGet'> & RecordFormProps<E>) {
  const [update, { isLoading: saving }] = useUpdate();
  const [setActive, { isLoading: changingStatus }] = useSetActive();
  const { afterSave, stale, form } = useEditRecordForm(listPath, refetch, saving);

  return children(entity, {
    mode: 'edit',
    ...form,
    header: (
      <>
        {stale.alert}
        <EntityStatusCard
          status={entity.status}
          texts={texts}
          busy={changingStatus}
          onStale={stale.show}
          onChange={async (active) => (await setActive({ id: entity.id, active, version: entity.version })).error}
        />
      </>
    ),
    onSave: async (body) => {
      // The form's own version (the copy it was filled from) wins over the page's. The form's
      // output is the update body but for that version, which the types cannot follow.
      const sent = { ...body, version: body.version ?? entity.version } as unknown as B;
      return afterSave(await update({ id: entity.id, body: sent }), texts.saved, savedPath?.(entity.id));
    },
  });
}

/** What a create page hands its form. */
export interface CreateFormProps<B> {
  mode: 'create';
  saving: boolean;
  onCancel: () => void;
  onSave: (body: B) => Promise<unknown>;
}

export interface CreateEntityPageProps<B, R> {
  /** Where Cancel goes. */
  listPath: string;
  /** The resource's create hook (`useCreateSocietyMutation`). */
  useCreate: () => readonly [(body: B) => PromiseLike<SaveResult<R>>, { isLoading: boolean }];
  /** Said once created. */
  created: string;
  /** Where the new record goes next: its own page, or back to the list. */
  next: AfterSave<R>;
  children: (form: CreateFormProps<B>) => ReactNode;
}

/** An `add…` page: its form, its Cancel, and the create call that says so and moves on. */
export function CreateEntityPage<B, R>({ listPath, useCreate, created, next, children }: CreateEntityPageProps<B, R>) {
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [create, { isLoading }] = useCreate();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      {children({ mode: 'create', saving: isLoading, onCancel: () => void navigate(listPath), onSave: async (body) => afterSave(await create(body), created, next) })}
    </Box>
  );
}
