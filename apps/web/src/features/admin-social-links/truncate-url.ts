/** Spec 02 §9: the admin table shows at most 50 characters of an address (the whole one on hover). */
export const URL_DISPLAY_MAX = 50;

export function truncateUrl(url: string, max = URL_DISPLAY_MAX): string {
  const chars = [...url];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : url;
}
