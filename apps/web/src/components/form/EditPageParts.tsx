import type { ReactNode } from 'react';
import type { RecordStatus } from '@carcare/contracts';
import { Alert, Button } from '@mui/material';
import { apiErrorOf } from '../../api/baseApi';
import { EntityStatusCard, type StatusTexts } from '../EntityStatusCard';
import { FormSkeleton } from './FormParts';
import { StaleAlert } from './StaleAlert';

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

export interface EditStatusHeaderProps {
  staleStatus: string | null;
  setStaleStatus: (message: string | null) => void;
  refetch: () => unknown;
  status: RecordStatus;
  texts: StatusTexts;
  busy: boolean;
  onChange: (active: boolean) => Promise<unknown>;
}

/** The edit form's header: a stale-status warning with its reload, and the status card. */
export function EditStatusHeader({ staleStatus, setStaleStatus, refetch, status, texts, busy, onChange }: EditStatusHeaderProps) {
  return (
    <>
      <StaleAlert
        message={staleStatus}
        onReload={() => {
          setStaleStatus(null);
          void refetch();
        }}
      />
      <EntityStatusCard status={status} texts={texts} busy={busy} onStale={setStaleStatus} onChange={onChange} />
    </>
  );
}
