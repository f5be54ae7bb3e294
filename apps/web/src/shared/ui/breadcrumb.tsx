import { Fragment, type ReactNode } from 'react';
import { clsx } from 'clsx';

/**
 * Where a page sits (好物 / 服装 / 外套, 首页 / 页面 / 关于我): antd's Breadcrumb drawn as plain
 * markup (global.css `.breadcrumb`, in antd's colours and sizes). antd's component brings its
 * Dropdown and Menu along (an item may open a menu), some 40 kB of script on a first visit.
 */
export function Breadcrumb({
  items,
  className,
}: {
  items: { key: string | number; title: ReactNode }[];
  className?: string;
}) {
  return (
    <nav className={clsx('breadcrumb', className)}>
      <ol>
        {items.map((item, index) => (
          <Fragment key={item.key}>
            {index > 0 && (
              <li className="breadcrumb-separator" aria-hidden="true">
                /
              </li>
            )}
            <li className="breadcrumb-item">{item.title}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
