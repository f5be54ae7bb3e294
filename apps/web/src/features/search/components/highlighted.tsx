import type { HighlightedText } from '@app/contract';

/** Text from the search API with its matched words in <mark> (odd-numbered pieces); never HTML. */
export function Highlighted({ pieces }: { pieces: HighlightedText }) {
  return <>{pieces.map((piece, i) => (i % 2 === 1 ? <mark key={i}>{piece}</mark> : piece))}</>;
}
