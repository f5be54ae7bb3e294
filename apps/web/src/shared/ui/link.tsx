import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_NavigationContext as NavigationContext } from 'react-router';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site from its root (`/articles?tag=x`), as every link of the app names one. */
  to: string;
};

/** A plain left click on a link that opens in this tab: the router's to follow (as React Router decides). */
const followedInPage = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A link to a page of the site: an `<a href>` whose plain click the router follows without
 * reloading, as React Router's `<Link>` does for a path from the root. `<Link>` also resolves
 * relative paths, masks and prefetching through six hooks for each link: on a server render of an
 * article (~30 links) that was ~5 % of its CPU and a tenth of what it allocated, for features this
 * app does not use. This one reads two contexts.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { navigator } = useContext(NavigationContext);
  const { location } = useContext(LocationContext);
  return (
    <a
      href={to}
      {...rest}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !followedInPage(event, target)) return;
        event.preventDefault();
        // A link to the address shown replaces it in the history instead of adding it twice (as <Link>).
        if (to === location.pathname + location.search + location.hash) navigator.replace(to);
        else navigator.push(to);
      }}
    />
  );
}
