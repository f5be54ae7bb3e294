import { Input, Select } from 'antd';
import type { SubscriptionStatus, SubscriptionType } from '@app/contract';
import { subscriptionStatusOptions, subscriptionTypeOptions } from './subscription-options.tsx';

/**
 * The three filters of spec 02 §7. Only one applies at a time (keyword, then status, then type),
 * so the page clears the others when one is chosen: what is shown is what applies.
 */
export function SubscriptionFilters({
  keyword,
  status,
  type,
  onKeyword,
  onStatus,
  onType,
}: {
  /** As typed; the page applies it once typing stops. */
  keyword: string;
  status: SubscriptionStatus | null;
  type: SubscriptionType | null;
  onKeyword: (keyword: string) => void;
  onStatus: (status: SubscriptionStatus | null) => void;
  onType: (type: SubscriptionType | null) => void;
}) {
  return (
    <div className="asub-filters">
      <Input.Search
        allowClear
        aria-label="搜索订阅"
        placeholder="搜索邮箱或订阅者名称"
        value={keyword}
        onChange={(e) => onKeyword(e.target.value)}
        className="asub-search"
      />
      <Select<SubscriptionStatus>
        aria-label="按状态筛选"
        allowClear
        placeholder="全部状态"
        value={status ?? undefined}
        options={subscriptionStatusOptions}
        onChange={(v) => onStatus(v ?? null)}
        className="asub-filter"
      />
      <Select<SubscriptionType>
        aria-label="按类型筛选"
        allowClear
        placeholder="全部类型"
        value={type ?? undefined}
        options={subscriptionTypeOptions}
        onChange={(v) => onType(v ?? null)}
        className="asub-filter"
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
