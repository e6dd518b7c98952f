import { useEffect, type ComponentProps } from 'react';
import styled from 'styled-components';
import { BareFrame } from '@matka/shared-kernel/ui';
import { releaseSubmits } from '../prerender/held-submits';

export const LinkRow = styled.p`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

export const Centered = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  text-align: center;
`;

/** The frame of the auth screens: the kernel's bare frame, which releases a submit held since the page came. */
export function AuthFrame(props: ComponentProps<typeof BareFrame>) {
  // Hydrated: a submit held since the page came (held-submits.ts) goes now, after the fields' values are in.
  useEffect(() => {
    const timer = setTimeout(releaseSubmits, 0);
    return () => clearTimeout(timer);
  }, []);
  return <BareFrame {...props} />;
}
