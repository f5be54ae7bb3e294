import { InitialAvatar } from '../../../shared/ui/initial-avatar.tsx';

/** Circles for friends without an avatar; the site name picks one, so a friend keeps its colour. */
const PALETTE = ['#5b8ff9', '#5ad8a6', '#f6bd16', '#e8684a', '#6dc8ec', '#9270ca', '#ff9d4d', '#269a99', '#ff99c3'];

const colourOf = (name: string): string => {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
};

/** The friend's avatar, or the site name's initial on a coloured circle (also when the image fails). */
export function FriendAvatar({ name, src, size = 56 }: { name: string; src: string | null; size?: number }) {
  return <InitialAvatar name={name} src={src} size={size} colour={colourOf(name)} fontSize={size * 0.42} />;
}
