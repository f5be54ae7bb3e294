import { clsx } from 'clsx';
import { useAntdScope } from './feedback.tsx';

/**
 * antd's small active Skeleton.Button of a given width, drawn as its markup: the top bar's place for
 * the account until the session is known (every server render).
 */
export function PlainSkeletonButton({ width }: { width: number }) {
  const { hashId, cssVarCls } = useAntdScope();
  return (
    <div className={clsx('ant-skeleton ant-skeleton-element ant-skeleton-active', hashId, cssVarCls)}>
      <span className="ant-skeleton-button ant-skeleton-button-sm" style={{ width }} />
    </div>
  );
}

/**
 * antd's active Skeleton (a title and `rows` lines, with a round avatar when asked) drawn as plain
 * markup: the elements, class names and widths antd draws, styled by antd's rules in the site's
 * stylesheet. Public pages show it while a list loads; antd's Skeleton was a file of its own in their
 * first visit (~3 kB) for these few elements.
 */
export function PlainSkeleton({ avatar = false, rows }: { avatar?: boolean; rows: number }) {
  const { hashId, cssVarCls } = useAntdScope();
  return (
    <div
      className={clsx('ant-skeleton', avatar && 'ant-skeleton-with-avatar', 'ant-skeleton-active', hashId, cssVarCls)}
    >
      {avatar && (
        <div className="ant-skeleton-header">
          <span className="ant-skeleton-avatar ant-skeleton-avatar-lg ant-skeleton-avatar-circle" />
        </div>
      )}
      <div className="ant-skeleton-section">
        <h3 className="ant-skeleton-title" style={{ width: avatar ? '50%' : '38%' }} />
        <ul className="ant-skeleton-paragraph">
          {Array.from({ length: rows }, (_, i) => (
            <li key={i} style={{ width: !avatar && i === rows - 1 ? '61%' : undefined }} />
          ))}
        </ul>
      </div>
    </div>
  );
}
