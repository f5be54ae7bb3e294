/** antd's icon of this name as an SVG file (apps/web/icon-masks.ts; shared/ui/mask-icon.tsx draws it). */
declare module 'icon-mask:*' {
  /** The file's address, and antd's name of the icon (`right`, `double-left`). */
  const icon: { url: string; name: string };
  export default icon;
}
