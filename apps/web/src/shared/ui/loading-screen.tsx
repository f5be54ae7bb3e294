import { Flex, Spin } from 'antd';
import { Text } from './typography.tsx';

/** Shown while the session is validated and while a lazy screen loads (spec 01 §2). */
export function LoadingScreen({ text = '加载中…' }: { text?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: '50vh' }} role="status">
      <Spin size="large" />
      <Text type="secondary">{text}</Text>
    </Flex>
  );
}
