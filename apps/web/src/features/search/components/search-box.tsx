import { useEffect, useState, type KeyboardEvent } from 'react';
import { AutoComplete, Button, Input } from 'antd';
import { CloseOutlined, HistoryOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '@app/contract';
import { useSearchHistory } from '../history-store.ts';
import { searchHref } from '../search-params.ts';
import '../search.css';

/**
 * The search box of the top bar and the search page: Enter or the button goes to /search?q=…; the
 * recent keywords drop down under it, each removable, with 清空 for all.
 *
 * Enter searches what was typed. antd's AutoComplete would instead pick the keyword it highlights
 * by itself (so '苔原' could never be searched once '苔原abc' is in the history) and reopen the
 * list over the results; it only gets Enter after the reader chose a keyword with the arrow keys.
 */
export function SearchBox({
  initial = '',
  size = 'middle',
  className,
}: {
  initial?: string;
  size?: 'middle' | 'large';
  className?: string;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  /** A keyword was highlighted with the arrow keys since the last typing: Enter picks it. */
  const [picking, setPicking] = useState(false);
  const { keywords, load, remove, clear } = useSearchHistory();
  useEffect(() => load(), [load]);
  useEffect(() => setValue(initial), [initial]);

  const go = (keyword: string) => {
    const k = keyword.trim();
    if (!k) return;
    setOpen(false);
    setPicking(false);
    void navigate(searchHref(k));
  };

  const typed = value.trim().toLowerCase();
  const shown = keywords.filter((k) => !typed || k.toLowerCase().includes(typed));
  const options =
    shown.length === 0
      ? []
      : [
          {
            label: (
              <div className="search-history-head">
                <span>搜索历史</span>
                <Button
                  type="link"
                  size="small"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={(e) => {
                    e.stopPropagation();
                    clear();
                  }}
                >
                  清空
                </Button>
              </div>
            ),
            options: shown.map((k) => ({
              value: k,
              label: (
                <div className="search-history-item">
                  <HistoryOutlined aria-hidden />
                  <span className="search-history-keyword">{k}</span>
                  <Button
                    type="text"
                    size="small"
                    aria-label={`删除搜索历史「${k}」`}
                    icon={<CloseOutlined />}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={(e) => {
                      e.stopPropagation();
                      remove(k);
                    }}
                  />
                </div>
              ),
            })),
          },
        ];

  const listShown = open && options.length > 0;

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') setPicking(true);
    // Enter that ends an input method's composition (choosing 汉字) is not a search.
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || (picking && listShown)) return;
    e.preventDefault();
    e.stopPropagation();
    go(value);
  };

  return (
    <div className={className} onKeyDownCapture={onKeyDownCapture}>
      <AutoComplete
        className="search-box"
        value={value}
        options={options}
        open={listShown}
        onOpenChange={setOpen}
        onChange={(v: string) => {
          setValue(v);
          setPicking(false);
        }}
        onSelect={(v: string) => go(v)}
        popupMatchSelectWidth={false}
        classNames={{ popup: { root: 'search-history-popup' } }}
      >
        <Input.Search
          size={size}
          placeholder="搜索文章和好物"
          aria-label="搜索文章和好物"
          maxLength={SEARCH_QUERY_MAX}
          enterButton
          onFocus={() => setOpen(true)}
          onSearch={(v, _e, info) => {
            if (info?.source !== 'clear') go(v);
          }}
        />
      </AutoComplete>
    </div>
  );
}
