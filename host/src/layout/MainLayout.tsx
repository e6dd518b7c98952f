import { Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { sessionAtom } from '@matka/shared-kernel/session';
import { useRemoteLoader } from '../federation/remote-loader-context';
import { SECTION_LINKS } from './sections';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const TitleBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const Brand = styled.span`
  font-weight: 800;
  letter-spacing: 0.08em;
`;

const Player = styled.span`
  font-size: ${({ theme }) => theme.font.small};
`;

const Sections = styled.nav`
  display: flex;
  overflow-x: auto;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  a {
    flex: none;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: 999px;
    color: ${({ theme }) => theme.colors.onBrand};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.colors.onBrand};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Content = styled.main`
  margin: 0 auto;
  max-width: ${({ theme }) => theme.maxWidth};
`;

/** The seed's main layout: header (title, player) and the section links; issue 6 completes header and footer. */
function SectionLinks() {
  const loader = useRemoteLoader();
  return SECTION_LINKS.filter((link) => loader.isEnabled(link.remote)).map((link) => (
    <NavLink key={link.to} to={link.to}>
      {link.label}
    </NavLink>
  ));
}

export function MainLayout({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  return (
    <>
      <Header>
        <TitleBar>
          <Brand>MATKA BAZAR</Brand>
          {session && <Player data-testid="header-player">{session.username}</Player>}
        </TitleBar>
        <Sections aria-label="Sections">
          <Suspense fallback={null}>
            <SectionLinks />
          </Suspense>
        </Sections>
      </Header>
      <Content>{children}</Content>
    </>
  );
}
