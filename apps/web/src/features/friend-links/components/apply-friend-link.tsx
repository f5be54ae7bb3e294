import { Suspense, useState } from 'react';
import { Button } from 'antd';
import plus from 'icon-mask:PlusOutlined';
import { lazyWithPreload } from '../../../shared/lib/lazy-with-preload.ts';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';

const form = lazyWithPreload(() => import('./apply-friend-link-modal.tsx'));

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
      <Button type="primary" icon={<MaskIcon icon={plus} />} {...form.preloadOn} onClick={() => setOpen(true)}>
        申请友链
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <form.Component open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
