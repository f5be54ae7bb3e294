import type { ReactNode } from 'react';

/**
 * antd's tooltip UniqueProvider (tooltip/UniqueProvider), built in instead of it by
 * `antd-trims.ts`: ConfigProvider imports it for its `tooltip.unique` option (one popup shared by
 * every tooltip), which brings @rc-component/trigger into every page. The site never sets that
 * option, so ConfigProvider never renders this; were it set, each tooltip would keep its own popup.
 */
export default function UniqueProvider({ children }: { children?: ReactNode }) {
  return children;
}
