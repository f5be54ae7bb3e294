import type { AnchorHTMLAttributes, CSSProperties, HTMLAttributes } from 'react';
import { clsx } from 'clsx';

/**
 * The titles and texts of the public pages: antd's Typography drawn as plain markup, in its look
 * (global.css `.typography`, with antd's colours and sizes). antd's component brings its editable
 * and copyable parts along (Input, TextArea, the form's context and its validator: ~12 kB of every
 * first visit) and renders a measuring wrapper for each text on the server; these pages use none of
 * that. The signed-in area keeps antd's own.
 */

type Tone = 'secondary' | 'success' | 'warning' | 'danger';

interface TypographyProps extends HTMLAttributes<HTMLElement> {
  type?: Tone;
}

const typographyClass = (type: Tone | undefined, className: string | undefined) =>
  clsx('typography', type && `typography-${type}`, className);

/** A heading, h1 to h5 (antd's Typography.Title). */
export function Title({ level = 1, type, className, ...props }: TypographyProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return <Heading className={typographyClass(type, className)} {...props} />;
}

/** A run of text inside a line (antd's Typography.Text). */
export function Text({ type, className, ...props }: TypographyProps) {
  return <span className={typographyClass(type, className)} {...props} />;
}

/**
 * A paragraph (antd's Typography.Paragraph), with a margin below; `ellipsis.rows` cuts it after so
 * many lines with '…' (antd's CSS ellipsis: no measuring, no expanding).
 */
export function Paragraph({
  type,
  className,
  style,
  ellipsis,
  ...props
}: TypographyProps & { ellipsis?: { rows: number } }) {
  const clamp: CSSProperties | undefined = ellipsis ? { WebkitLineClamp: ellipsis.rows } : undefined;
  return (
    <div
      className={clsx(typographyClass(type, className), ellipsis && 'typography-clamped')}
      style={clamp ? { ...clamp, ...style } : style}
      {...props}
    />
  );
}

/** A link in the text's colour scheme (antd's Typography.Link). */
export function TextLink({ type, className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { type?: Tone }) {
  return <a className={clsx(typographyClass(type, className), 'typography-link')} {...props} />;
}
