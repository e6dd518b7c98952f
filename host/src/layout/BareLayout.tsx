import type { ReactNode } from 'react';
import styled from 'styled-components';

// Not a landmark: each bare screen's frame (BareFrame) is the page's one <main>, never inside another.
const Page = styled.div`
  min-height: 100dvh;
  margin: 0 auto;
  max-width: ${({ theme }) => theme.maxWidth};
`;

/** The bare layout (docs/screens.md § Layouts: login, register, OTP and password pages): no header, no footer. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <Page>{children}</Page>;
}
