import { theme } from 'antd';

/**
 * The 404 picture, drawn in the site's theme colour (antd's own 404 image is a fixed blue that
 * ignores the owner's colour and dark mode): a blank page under a magnifying glass.
 */
export function NotFoundIllustration() {
  const { token } = theme.useToken();
  return (
    <svg
      className="not-found-illustration"
      viewBox="0 0 240 200"
      width="240"
      height="200"
      role="img"
      aria-label="页面不存在"
    >
      <circle cx="120" cy="100" r="92" fill={token.colorPrimaryBg} />
      <rect
        x="70"
        y="40"
        width="88"
        height="112"
        rx="10"
        fill={token.colorBgContainer}
        stroke={token.colorPrimaryBorder}
        strokeWidth="4"
      />
      <path d="M88 68h52M88 86h40M88 104h30" stroke={token.colorPrimaryBorder} strokeWidth="6" strokeLinecap="round" />
      <circle cx="150" cy="124" r="28" fill={token.colorBgContainer} stroke={token.colorPrimary} strokeWidth="7" />
      <path d="M170 145l22 22" stroke={token.colorPrimary} strokeWidth="11" strokeLinecap="round" />
      <path
        d="M141 116a9 9 0 1 1 13 8c-3 1.5-4 3.5-4 6"
        fill="none"
        stroke={token.colorPrimary}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="150" cy="139" r="3.2" fill={token.colorPrimary} />
    </svg>
  );
}
