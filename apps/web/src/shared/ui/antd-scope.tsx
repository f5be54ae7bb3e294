import { createContext, useContext } from 'react';

/**
 * The two class names antd gives every component of the page: its style hash (the scope of the
 * rules in the site's stylesheet) and the theme's CSS-variable class. Read once per page by the app's
 * root element (feedback.tsx), so markup drawn in antd's look (plain-button.tsx …) carries them
 * without running antd's theme hooks for each element.
 */
export interface AntdScope {
  hashId: string;
  cssVarCls: string;
}

export const AntdScopeContext = createContext<AntdScope>({ hashId: '', cssVarCls: '' });

export const useAntdScope = () => useContext(AntdScopeContext);
