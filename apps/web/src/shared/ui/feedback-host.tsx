import { useEffect } from 'react';
import { message as antdMessage, Modal, notification } from 'antd';
import type { Feedback, MessageConfig } from './feedback.tsx';

/**
 * antd's holders of messages, notifications and confirm dialogs (what antd's App renders), loaded
 * on demand by FeedbackProvider; hands their APIs over once the holders are in the page.
 */
export default function FeedbackHost({
  message,
  onReady,
}: {
  message: MessageConfig | undefined;
  onReady: (api: Feedback) => void;
}) {
  const [messageApi, messageHolder] = antdMessage.useMessage(message);
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [messageApi, notificationApi, modalApi, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
