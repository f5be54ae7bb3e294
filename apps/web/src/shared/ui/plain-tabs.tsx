import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';

export interface PlainTab {
  key: string;
  label: ReactNode;
  /** The tab's panel; every panel is rendered (hidden unless chosen), so the server's HTML has them all. */
  children?: ReactNode;
}

/**
 * antd's Tabs (line type) drawn plain, in its look (global.css `.plain-tabs`): antd's Tabs brings
 * the popup engine, a dropdown menu for overflowing tabs and their icons (~28 kB compressed) to
 * a public page. A tab list as WAI-ARIA describes it: the arrows, Home and End move and choose,
 * Tab goes to the chosen tab only. On a narrow screen the tabs scroll sideways.
 * Controlled with `activeKey` (and `onChange`), else it starts on the first tab.
 */
export function PlainTabs({
  items,
  activeKey,
  onChange,
  className,
}: {
  items: readonly PlainTab[];
  activeKey?: string;
  onChange?: (key: string) => void;
  className?: string;
}) {
  const id = useId();
  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const chosen = activeKey ?? ownKey;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    if (key !== chosen) onChange?.(key);
  };
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = (i: number) => `${id}-panel-${i}`;
  const hasPanels = items.some((item) => item.children !== undefined);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + items.length) % items.length;
    tabs.current[next]?.focus();
    choose(items[next]!.key);
  };

  return (
    <div className={clsx('plain-tabs', className)}>
      <div role="tablist" className="plain-tabs-nav">
        {items.map((item, i) => {
          const active = item.key === chosen;
          return (
            <button
              key={item.key}
              ref={(node) => {
                tabs.current[i] = node;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={active}
              aria-controls={item.children !== undefined ? panelId(i) : undefined}
              tabIndex={active ? 0 : -1}
              className={clsx('plain-tabs-tab', { 'plain-tabs-tab-active': active })}
              onClick={() => choose(item.key)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanels &&
        items.map((item, i) => (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(i)}
            aria-labelledby={tabId(i)}
            hidden={item.key !== chosen}
            className="plain-tabs-panel"
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
