import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { cutUsername } from '@matka/shared-kernel/domain';
import { sessionAtom } from '@matka/shared-kernel/session';
import { MenuLabel, useMenu } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { useLogout } from '../session/use-session';
import { shellMenu } from './links';
import { ShellLanguageSwitch } from './ShellLanguageSwitch';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: rgb(0 0 0 / 0.45);
`;

const Panel = styled.nav`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 51;
  width: min(300px, 82vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 4px 0 24px rgb(0 0 0 / 0.25);
  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.body};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a.active {
    background: #ede7f6;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
`;

const Who = styled.div`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.large};
  }
`;

/**
 * The side menu: who is signed in, the shell's and the switched-on remotes' entries in their order (some only while
 * betting is on), Log out.
 */
export function SideMenu({ onClose }: { onClose: () => void }) {
  const session = useAtomValue(sessionAtom);
  const t = hostTexts.useTexts();
  const items = useMenu('side', shellMenu(t));
  const logout = useLogout();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.querySelector('a')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <Backdrop onClick={onClose} data-testid="menu-backdrop" />
      <Panel ref={panel} aria-label={t('menu')}>
        <Who>
          <strong>{cutUsername(session?.username ?? '')}</strong>
          {session && <span>+91 {session.mobile}</span>}
        </Who>
        {items.map((item) => (
          <NavLink key={`${item.remote} ${item.path} ${item.label}`} to={item.path} onClick={onClose}>
            <MenuLabel item={item} />
          </NavLink>
        ))}
        <button type="button" onClick={() => void logout()}>
          {t('logOut')}
        </button>
        <ShellLanguageSwitch />
      </Panel>
    </>
  );
}
