import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonStyle } from './button';

export type ButtonLinkProps = LinkProps & ButtonStyle & { ref?: Ref<HTMLAnchorElement> };

/** A router link that looks like a Button. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...rest} />;
}
