import { Button, Result } from 'antd';
import { Link } from '../../../shared/ui/link.tsx';

export const FORBIDDEN_TEXT = '抱歉，您没有权限访问此页面。';

export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title="403"
      subTitle={FORBIDDEN_TEXT}
      extra={
        <Link to="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
