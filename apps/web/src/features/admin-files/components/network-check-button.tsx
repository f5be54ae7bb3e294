import { useState } from 'react';
import { Button } from 'antd';
import { WifiOutlined } from '@ant-design/icons';
import { FILE_MESSAGES } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { pingServer } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** 检查网络 (spec 02 §2): one request to the site, its round trip in ms, or why it failed. */
export function NetworkCheckButton() {
  const api = useApi();
  const { message } = useFeedback();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    const startedAt = performance.now();
    try {
      await pingServer(api);
      message.success(FILE_MESSAGES.networkOk(Math.round(performance.now() - startedAt)));
    } catch (e) {
      message.error(FILE_MESSAGES.networkFailed(errorText(e, '无法连接服务器')));
    } finally {
      setChecking(false);
    }
  };
  return (
    <Button icon={<WifiOutlined />} loading={checking} onClick={() => void check()}>
      检查网络
    </Button>
  );
}
