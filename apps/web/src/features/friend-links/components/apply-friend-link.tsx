import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import plus from 'icon-mask:PlusOutlined';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';

const loadModal = () => import('./apply-friend-link-modal.tsx');
const ApplyFriendLinkModal = lazy(loadModal);

/**
 * '申请友链': the button, and the application form in a modal. The form (antd's Form, Select and
 * Modal, and the contract's rules) loads when the button is first used, fetched as soon as the
 * pointer or the focus is on it: most visitors of /friends never apply.
 */
export function ApplyFriendLink() {
  // Null until first opened; then the modal stays mounted, keeping what was typed.
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <Button
        type="primary"
        icon={<MaskIcon icon={plus} />}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => setOpen(true)}
      >
        申请友链
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <ApplyFriendLinkModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
