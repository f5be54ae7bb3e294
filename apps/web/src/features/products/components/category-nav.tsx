import { Link } from '../../../shared/ui/link.tsx';
import type { MenuCategory } from '@app/contract';
import { categoryPath } from '../category-path.ts';

function Chip({ to, active, label, count }: { to: string; active: boolean; label: string; count?: number }) {
  return (
    <Link to={to} className={`category-chip${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
      {label}
      {count !== undefined && <span className="category-chip-count">{count}</span>}
    </Link>
  );
}

/**
 * Wardrobe navigation: a row of root categories (with 全部), and under the chosen one a row of
 * its sub-categories, level by level. Rows scroll sideways on a phone instead of wrapping.
 */
export function CategoryNav({
  categories,
  selected,
  hrefOf,
}: {
  categories: MenuCategory[];
  selected: string | undefined;
  hrefOf: (slug: string | null) => string;
}) {
  const path = categoryPath(categories, selected);
  // Row n lists the children of the n-th category on the path (its last one may have none).
  const subRows = path.map((c) => c.children).filter((children) => children.length > 0);
  const chips = (row: MenuCategory[], level: number) =>
    row.map((c) => (
      <Chip key={c.id} to={hrefOf(c.slug)} active={path[level]?.id === c.id} label={c.name} count={c.productCount} />
    ));
  return (
    <nav className="category-nav" aria-label="好物分类">
      <div className="category-row">
        <Chip to={hrefOf(null)} active={!selected} label="全部" />
        {chips(categories, 0)}
      </div>
      {subRows.length > 0 && (
        <div className="category-sub">
          {subRows.map((row, i) => (
            <div key={i} className="category-row">
              {chips(row, i + 1)}
            </div>
          ))}
        </div>
      )}
    </nav>
  );
}
