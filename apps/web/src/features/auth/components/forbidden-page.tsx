import { Result } from 'antd';
import { PlainLinkButton } from '../../../shared/ui/plain-button.tsx';

export const FORBIDDEN_TEXT = '抱歉，您没有权限访问此页面。';

export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title="403"
      subTitle={FORBIDDEN_TEXT}
      extra={
        <PlainLinkButton type="primary" to="/">
          返回首页
        </PlainLinkButton>
      }
    />
  );
}
