import { Suspense, lazy, use, useCallback, useEffect, type ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPoints } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { bettingEnabledAtom, offlineAtom, userDetailStaleAtom, walletAmountAtom } from '@matka/shared-kernel/session';
import { BRAND, Marquee, MenuLabel, RemoteLink, useMenu, useServes } from '@matka/shared-kernel/ui';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import { BackButton } from './BackButton';
import { Footer } from './Footer';
import { menuOpenAtom } from './menu-atom';
import { OfflineBar } from './OfflineBar';
import { brandBar } from './bars';
import { PullToRefresh } from './PullToRefresh';
import { hostTexts } from '../host-texts';
import { SideMenu } from './SideMenu';

// The bell and the push offer come only with the inbox remote: their code is not in the first screen (docs/performance.md).
const InboxBell = lazy(() => import(/* webpackChunkName: "inbox-links" */ './InboxBell'));
const PushOffer = lazy(() => import(/* webpackChunkName: "inbox-links" */ './PushOffer'));

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  box-sizing: border-box;
  min-height: ${({ theme }) => theme.headerHeight};
  ${brandBar}
`;

const MenuButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;
`;

const Title = styled(Marquee)`
  flex: 1;
  font-weight: 800;
  letter-spacing: 0.1em;
`;

const HeaderLink = styled(Link)`
  padding: ${({ theme }) => theme.space(2)};
  color: inherit;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

const Wallet = styled(RemoteLink)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  /* The last known balance, not (yet) the server's: drawn hollow. */
  &[data-stale='true'] {
    border-style: dashed;
    background: transparent;
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

// Its own block formatting context: a first child's top margin (the "Loading…" paragraph's) stays inside it instead
// of pushing the whole <main> down, so <main> keeps its place under the header as the loading gives way to the screen
// (Home's prerendered frame → loading → Home would otherwise move it 16 px: a layout shift).
const Content = styled.main`
  display: flow-root;
  margin: 0 auto;
  max-width: ${({ theme }) => theme.maxWidth};
  padding-bottom: 88px;
`;

/**
 * The main layout (docs/screens.md § Layouts): header (menu, scrolling title, the remotes' header links, the wallet
 * while betting is on and the wallet remote is switched on, the inbox's bell while the inbox remote is), the page,
 * the push offer, the footer. Its menus come with remotes.json:
 * the layout asks for it.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useAtom(menuOpenAtom);
  const betting = useAtomValue(bettingEnabledAtom);
  const wallet = useAtomValue(walletAmountAtom);
  const headerLinks = useMenu('header');
  const servesInbox = useServes()(PATHS.inbox);
  // Offline, or before the server has answered, the wallet is the last one this browser knew (SessionSync).
  const kept = useAtomValue(userDetailStaleAtom);
  const offline = useAtomValue(offlineAtom);
  const stale = kept || offline;
  const t = hostTexts.useTexts();
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);
  const remotes = use(RemoteLoaderContext);
  useEffect(() => {
    remotes?.get().catch(() => undefined);
  }, [remotes]);
  return (
    <>
      <Header>
        <MenuButton type="button" aria-label={t('openMenu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          ☰
        </MenuButton>
        <BackButton />
        <Title text={BRAND} />
        {headerLinks.map((item) => (
          <HeaderLink key={`${item.remote} ${item.path} ${item.label}`} to={item.path}>
            <MenuLabel item={item} />
          </HeaderLink>
        ))}
        {betting && wallet !== null && (
          <Wallet
            to={PATHS.walletAlias}
            aria-label={t(stale ? 'walletLastKnown' : 'wallet', { points: formatPoints(wallet) })}
            data-testid="header-wallet"
            data-stale={stale}
          >
            {formatPoints(wallet)}
          </Wallet>
        )}
        {/* Last: appearing once remotes.json is known, it moves nothing drawn before it. */}
        {servesInbox && (
          <Suspense fallback={null}>
            <InboxBell />
          </Suspense>
        )}
      </Header>
      <OfflineBar />
      {menuOpen && <SideMenu onClose={closeMenu} />}
      <PullToRefresh>
        <Content>{children}</Content>
      </PullToRefresh>
      {servesInbox && (
        <Suspense fallback={null}>
          <PushOffer />
        </Suspense>
      )}
      <Footer />
    </>
  );
}
