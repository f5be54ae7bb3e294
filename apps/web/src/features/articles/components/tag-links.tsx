import { Link } from '../../../shared/ui/link.tsx';
import type { Tag } from '@app/contract';
import { PlainSpace } from '../../../shared/ui/plain-space.tsx';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';

/** Tags as chips, each leading to its article list (/articles?tag=…). */
export function TagLinks({ tags }: { tags: Pick<Tag, 'id' | 'name' | 'slug' | 'color' | 'icon'>[] }) {
  return (
    <PlainSpace gap={8} wrap>
      {tags.map((t) => (
        <Link key={t.id} to={`/articles?tag=${t.slug}`}>
          <TagLabel name={t.name} color={t.color} icon={t.icon} />
        </Link>
      ))}
    </PlainSpace>
  );
}
