import { useState } from 'react';

/** The first character of a name (a whole emoji or CJK character), Latin letters in capitals. */
export const initialOf = (name: string): string => (Array.from(name.trim())[0] ?? '?').toUpperCase();

/**
 * A person's or a site's picture, or the first character of its name on a colour of its own (also
 * when the picture fails to load). Decorative: the name is written beside it. A circle of plain
 * markup in antd Avatar's look (global.css `.avatar`): antd's measures and scales its text after
 * every render, which one character at a fixed size never needs, and costs a page its script.
 */
export function InitialAvatar({
  name,
  src,
  size,
  colour,
  fontSize = 18,
}: {
  name: string;
  src: string | null;
  size: number;
  colour: string;
  /** antd's for text in an avatar sized in pixels. */
  fontSize?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture = src !== null && src !== failedSrc ? src : null;
  return (
    <span
      className="avatar"
      style={{ width: size, height: size, lineHeight: `${size}px`, fontSize, background: colour }}
      aria-hidden
    >
      {picture ? (
        <img
          src={picture}
          alt=""
          onError={() => setFailedSrc(picture)}
          // A server-rendered picture may have failed before the page was hydrated, its error
          // event gone: a finished image without a width is one that did not load.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0) setFailedSrc(picture);
          }}
        />
      ) : (
        initialOf(name)
      )}
    </span>
  );
}
