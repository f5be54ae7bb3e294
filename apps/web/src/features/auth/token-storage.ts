/** The access token lives in localStorage (spec 01 §4) under this key. */
export const TOKEN_KEY = 'accessToken';

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

export const readToken = (): string | null => storage()?.getItem(TOKEN_KEY) ?? null;
export const writeToken = (token: string): void => storage()?.setItem(TOKEN_KEY, token);
export const removeToken = (): void => storage()?.removeItem(TOKEN_KEY);
