import type { ReactNode } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { ApiClient } from '../api/api-client.ts';
import { useApi } from '../api/api-context.tsx';
import { ApiError } from '../api/api-error.ts';

const MAX_ID = 2_147_483_647;

/**
 * The record an admin editor's address names: `/…/new` gives null, `/…/edit/{id}` its id. `valid`
 * is false for anything that is not a positive 32-bit integer, so no request is made for it.
 */
function useEditorRouteId(): { id: number | null; valid: boolean } {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? null : Number(rawId);
  return { id, valid: id === null || (Number.isInteger(id) && id > 0 && id <= MAX_ID) };
}

/** What an editor says while its record cannot be shown. */
export interface EditorLoadTexts {
  /** e.g. '商品不存在'. */
  notFoundTitle: string;
  /** e.g. '获取商品详情失败'. */
  failedTitle: string;
  listPath: string;
  /** e.g. '返回商品列表'. */
  listLabel: string;
}

interface EditorLoadStateOptions extends EditorLoadTexts {
  valid: boolean;
  /** The record is being loaded (an existing id without data yet). */
  loading: boolean;
  error: unknown;
}

/**
 * The record an editor's address names, loaded with `query`: `record` is null for a new one;
 * `fallback` is what to show instead of the form (loading, not found, failed), null once the form
 * can be shown.
 */
export function useEditorRecord<R, K extends QueryKey>(
  query: (api: ApiClient, id: number) => UseQueryOptions<R, Error, R, K>,
  texts: EditorLoadTexts,
): { routeId: number | null; record: R | null; fallback: ReactNode | null } {
  const api = useApi();
  const { id, valid } = useEditorRouteId();
  const { data, error } = useQuery({ ...query(api, id ?? 0), enabled: id !== null && valid });
  // Once shown, the form stays: a failed refetch in the background must not take away what is typed.
  const fallback = data === undefined ? editorLoadState({ ...texts, valid, error, loading: id !== null }) : null;
  return { routeId: id, record: data ?? null, fallback };
}

/**
 * What an editor shows instead of its form while its record loads, or when the record is missing
 * or could not be loaded; null once the form can be shown.
 */
function editorLoadState({
  valid,
  loading,
  error,
  notFoundTitle,
  failedTitle,
  listPath,
  listLabel,
}: EditorLoadStateOptions): ReactNode | null {
  const back = <BackToList path={listPath} label={listLabel} />;
  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <Card>
        <Result status="404" title={notFoundTitle} subTitle="它可能已被删除。" extra={back} />
      </Card>
    );
  }
  if (error) {
    return (
      <Card>
        <Result
          status="error"
          title={failedTitle}
          subTitle={error instanceof Error ? error.message : undefined}
          extra={back}
        />
      </Card>
    );
  }
  if (loading) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }
  return null;
}

function BackToList({ path, label }: { path: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(path)}>
      {label}
    </Button>
  );
}
