import { lazy, Suspense, useEffect } from 'react';
import { Button, Space } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { isRouteErrorResponse, useNavigate, useRouteError, useLocation } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-error.ts';
import { reportError } from '../../shared/lib/error-reporter.ts';
import { Result } from '../../shared/ui/result.tsx';

/** antd's 500 picture, loaded when the page is shown: no other page needs it. */
const ServerErrorImage = lazy(() => import('./server-error-image.tsx'));

/** The error boundary of every route: 404, chunk-load failure, or the 500 page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (isRouteErrorResponse(error) && error.status === 404) return;
    reportError(error);
    if (chunk) reloadOnceForChunkError();
  }, [error, chunk]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (chunk) {
    return (
      <Result
        status="warning"
        icon={<ExclamationCircleFilled />}
        title="页面加载失败"
        subTitle="网站可能刚刚更新，正在为您重新加载…"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
        }
      />
    );
  }
  return (
    <Result
      image={
        <Suspense fallback={null}>
          <ServerErrorImage />
        </Suspense>
      }
      title="页面出错了"
      subTitle="抱歉，页面出现了问题。您可以重试，或稍后再来。"
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => void navigate(location.pathname + location.search, { replace: true })}>
            重试
          </Button>
          <Button onClick={() => window.location.reload()}>刷新页面</Button>
          <Button onClick={() => (window.location.href = '/')}>返回首页</Button>
        </Space>
      }
    />
  );
}
