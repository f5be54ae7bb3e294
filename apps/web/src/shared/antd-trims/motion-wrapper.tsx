import type { ReactNode } from 'react';

/**
 * antd's ConfigProvider MotionWrapper (config-provider/MotionWrapper), built in instead of it by
 * `antd-trims.ts`: it reads the theme's tokens on every render (~1 % of a server render's CPU) to
 * learn whether the `motion` token turns animations off, and only then wraps the page in a motion
 * provider. The site's theme (app/providers.tsx) never sets that token, so antd's wrapper always
 * drew what it wraps, as this does.
 */
export default function MotionWrapper({ children }: { children?: ReactNode }) {
  return children;
}
