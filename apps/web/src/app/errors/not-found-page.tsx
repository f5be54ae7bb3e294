import { Button } from 'antd';
import { Link } from '../../shared/ui/link.tsx';
import { NotFoundIllustration } from './not-found-illustration.tsx';
import { useMarkNotFound } from './not-found-signal.ts';
import { Result } from '../../shared/ui/result.tsx';

export const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在。';

export function NotFoundPage() {
  useMarkNotFound();
  return (
    <Result
      status="info"
      icon={<NotFoundIllustration />}
      title="404"
      subTitle={NOT_FOUND_TEXT}
      extra={
        <Link to="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
