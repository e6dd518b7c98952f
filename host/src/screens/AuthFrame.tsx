import { useEffect, useReducer, type ComponentProps } from 'react';
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
  // Hydrated, the fields take what was typed into the drawn page in their first effects (a state update): the held
  // submit (held-submits.ts) may go only once that update is rendered, or the form's handler reads empty fields. This
  // mark is set in the same effects' pass, so it is rendered with them, and the release comes after both.
  const [hydrated, markHydrated] = useReducer(() => true, false);
  useEffect(markHydrated, [markHydrated]);
  useEffect(() => {
    if (hydrated) releaseSubmits();
  }, [hydrated]);
  return <BareFrame {...props} />;
}
