import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button } from 'antd';
import { clsx } from 'clsx';
import closeIcon from 'icon-mask:CloseOutlined';
import historyIcon from 'icon-mask:HistoryOutlined';
import searchIcon from 'icon-mask:SearchOutlined';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '@app/contract';
import { useSearchHistory } from '../history-store.ts';
import { searchHref } from '../search-params.ts';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { PlainButton, PlainCompact } from '../../../shared/ui/plain-button.tsx';
import '../search.css';

/**
 * The search box of the top bar and the search page: Enter or the button goes to /search?q=…; the
 * recent keywords drop down under it (an ARIA combobox with its listbox), each removable, with 清空
 * for all.
 *
 * Enter searches what was typed; a keyword is picked only when the reader moved to it with the arrow
 * keys (or clicks it). The box is plain markup in antd's look (search.css): antd's AutoComplete
 * brought its whole select and virtual list into the first visit of every page, and picked the
 * keyword it highlighted by itself on Enter.
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
  const listId = useId();
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  /** The keyword moved to with the arrow keys since the last typing (-1: none): Enter picks it. */
  const [active, setActive] = useState(-1);
  const { keywords, load, remove, clear } = useSearchHistory();
  // Read from this browser's storage when the list may show, not while the page hydrates.
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  useEffect(() => setValue(initial), [initial]);

  const typed = value.trim().toLowerCase();
  const shown = keywords.filter((k) => !typed || k.toLowerCase().includes(typed));
  const listShown = open && shown.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (keyword: string) => {
    const k = keyword.trim();
    if (!k) return;
    close();
    setValue(k);
    void navigate(searchHref(k));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!listShown) {
        setOpen(true);
        return;
      }
      const last = shown.length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Escape') {
      close();
    } else if (e.key === 'Enter') {
      // Enter that ends an input method's composition (choosing 汉字) is not a search.
      if (e.nativeEvent.isComposing) return;
      e.preventDefault();
      go(listShown && active >= 0 && active < shown.length ? shown[active]! : value);
    }
  };

  return (
    <div className={className}>
      <div className={`search-box search-box-${size}`}>
        <PlainCompact>
          <input
            className="search-box-input"
            type="search"
            role="combobox"
            placeholder="搜索文章和好物"
            aria-label="搜索文章和好物"
            aria-expanded={listShown}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={close}
            onKeyDown={onKeyDown}
          />
          <PlainButton
            type="primary"
            size={size}
            compact="last"
            className="search-box-button"
            aria-label="搜索"
            icon={<MaskIcon icon={searchIcon} />}
            onClick={() => go(value)}
          />
        </PlainCompact>
        {listShown && (
          // The buttons and options keep the focus in the box (onMouseDown): it closes on blur.
          <div className="search-history-popup" onMouseDown={(e) => e.preventDefault()}>
            <div className="search-history-head">
              <span>搜索历史</span>
              <Button type="link" size="small" onClick={clear}>
                清空
              </Button>
            </div>
            <ul id={listId} role="listbox" aria-label="搜索历史" className="search-history-list">
              {shown.map((k, i) => (
                <li
                  key={k}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={clsx('search-history-item', { 'search-history-item-active': i === active })}
                  onClick={() => go(k)}
                >
                  <MaskIcon icon={historyIcon} />
                  <span className="search-history-keyword">{k}</span>
                  <Button
                    type="text"
                    size="small"
                    aria-label={`删除搜索历史「${k}」`}
                    icon={<MaskIcon icon={closeIcon} />}
                    onClick={(e) => {
                      e.stopPropagation();
                      remove(k);
                    }}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
