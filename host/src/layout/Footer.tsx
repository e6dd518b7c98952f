import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { bettingEnabledAtom } from '@matka/shared-kernel/session';
import { MenuLabel, useMenu } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { callLink, chatLink, telegramLink, useContacts } from '../session/contacts';
import { brandBar, pinnedToBottom } from './bars';

const Bar = styled.nav`
  ${pinnedToBottom}
  justify-content: space-around;
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -2px 12px rgb(0 0 0 / 0.12);
  a,
  button {
    flex: 1;
    min-height: 56px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
    font-weight: 600;
    text-align: center;
    text-decoration: none;
    display: flex;
    align-items: center;
    justify-content: center;
    cursor: pointer;
  }
  a.active {
    color: ${({ theme }) => theme.colors.brand};
  }
  /* Support keeps one place, a fifth at the right, however many tabs the remotes' menus bring and whenever they come
     (remotes.json can arrive after the footer is drawn): the tabs share the rest. */
  & > button {
    flex: 0 0 20%;
    margin-left: auto;
  }
`;

const Banner = styled.div`
  ${pinnedToBottom}
  ${brandBar}
  span {
    flex: 1;
    font-weight: 600;
  }
  a,
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 2px solid ${({ theme }) => theme.colors.onBrand};
    border-radius: ${({ theme }) => theme.radius};
    background: none;
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: 700;
    display: flex;
    align-items: center;
    text-decoration: none;
    cursor: pointer;
  }
`;

const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 64px;
  z-index: 30;
  margin: 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.25);
  a {
    display: block;
    padding: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.brandDark};
    font-weight: 600;
  }
`;

/** Support: chat, messaging and call links built from the admin numbers. */
function SupportLinks() {
  const contacts = useContacts();
  const t = hostTexts.useTexts();
  if (!contacts) {
    return (
      <Sheet role="menu" aria-label={t('support')}>
        <span role="menuitem" aria-disabled="true">
          {t('loadingNumbers')}
        </span>
      </Sheet>
    );
  }
  return (
    <Sheet role="menu" aria-label={t('support')}>
      <a role="menuitem" href={chatLink(contacts.chat)} target="_blank" rel="noreferrer">
        {t('chatOnWhatsApp')}
      </a>
      <a role="menuitem" href={telegramLink(contacts.telegram)} target="_blank" rel="noreferrer">
        {t('messageOnTelegram')}
      </a>
      <a role="menuitem" href={callLink(contacts.call)}>
        {t('callAdmin', { number: contacts.call })}
      </a>
    </Sheet>
  );
}

/**
 * With betting on: the switched-on remotes' footer tabs (Bids, Funds, Home, Passbook) and Support. Otherwise the
 * welcome banner with the tabs that are not only for betting (Home) and Support.
 */
export function Footer() {
  const betting = useAtomValue(bettingEnabledAtom);
  const tabs = useMenu('footer');
  const [support, setSupport] = useState(false);
  const t = hostTexts.useTexts();
  const supportButton = (
    <button type="button" aria-expanded={support} onClick={() => setSupport(!support)}>
      {t('support')}
    </button>
  );
  return (
    <>
      {support && <SupportLinks />}
      {betting ? (
        <Bar aria-label={t('footer')}>
          {tabs.map((tab) => (
            <NavLink key={`${tab.remote} ${tab.path} ${tab.label}`} to={tab.path} end>
              <MenuLabel item={tab} />
            </NavLink>
          ))}
          {supportButton}
        </Bar>
      ) : (
        <Banner role="region" aria-label={t('welcomeRegion')}>
          <span>{t('welcome')}</span>
          {tabs.map((tab) => (
            <NavLink key={`${tab.remote} ${tab.path} ${tab.label}`} to={tab.path}>
              <MenuLabel item={tab} />
            </NavLink>
          ))}
          {supportButton}
        </Banner>
      )}
    </>
  );
}
