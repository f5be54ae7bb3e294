import { Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useApi } from '../../../shared/api/api-context.tsx';
import { recordProductClick } from '../api.ts';

/**
 * The shop link: opens in a new tab without giving the shop a handle on this page; the click is
 * counted on the side and its failure ignored — the link is never held up (spec 02 §4, §8).
 */
export function PurchaseButton({ slug, url }: { slug: string; url: string }) {
  const api = useApi();
  return (
    <Button
      type="primary"
      size="large"
      shape="round"
      icon={<ShoppingCartOutlined />}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => {
        void recordProductClick(api, slug).catch(() => undefined);
      }}
    >
      去购买
    </Button>
  );
}
