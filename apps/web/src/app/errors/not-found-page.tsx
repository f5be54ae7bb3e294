import { PlainLinkButton } from '../../shared/ui/plain-button.tsx';
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
        <PlainLinkButton type="primary" to="/">
          返回首页
        </PlainLinkButton>
      }
    />
  );
}
