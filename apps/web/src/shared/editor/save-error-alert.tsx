import { Alert } from 'antd';

/**
 * The banner an editor shows above its form when a save failed: the server's reason, and the
 * reassurance that nothing typed was lost. Closing it clears the error.
 */
export function SaveErrorAlert({ error, onClose }: { error: string | null; onClose: () => void }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable
      onClose={onClose}
      title={`保存失败：${error}`}
      description="编辑器中的内容没有丢失，修正后可再次保存（Ctrl/⌘ + S）。"
      style={{ marginBottom: 16 }}
    />
  );
}
