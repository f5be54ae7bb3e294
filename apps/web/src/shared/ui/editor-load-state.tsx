import type { ReactNode } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/api-error.ts';

const MAX_ID = 2_147_483_647;

/**
 * The record an admin editor's address names: `/…/new` gives null, `/…/edit/{id}` its id. `valid`
 * is false for anything that is not a positive 32-bit integer, so no request is made for it.
 */
export function useEditorRouteId(): { id: number | null; valid: boolean } {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? null : Number(rawId);
  return { id, valid: id === null || (Number.isInteger(id) && id > 0 && id <= MAX_ID) };
}

interface EditorLoadStateOptions {
  valid: boolean;
  /** The record is being loaded (an existing id without data yet). */
  loading: boolean;
  error: unknown;
  /** e.g. '商品不存在'. */
  notFoundTitle: string;
  /** e.g. '获取商品详情失败'. */
  failedTitle: string;
  listPath: string;
  /** e.g. '返回商品列表'. */
  listLabel: string;
}

/**
 * What an editor shows instead of its form while its record loads, or when the record is missing
 * or could not be loaded; null once the form can be shown.
 */
export function editorLoadState({
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
