import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * An in-app link styled as a Chakra Link. Also the element a catalog message with markup wraps
 * its words in (`<T components={{ 0: <TextLink to="/contact" /> }} />`): the message gives the
 * children, which an `asChild` Link around a RouterLink could not take.
 */
export function TextLink({ to, children, ...props }: Omit<LinkProps, 'asChild'> & { to: string }) {
  return (
    <Link asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
