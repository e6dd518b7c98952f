import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { headlinesOn, useHeadline } from '@matka/shared-kernel/data';
import { callLink, chatLink } from '@matka/shared-kernel/domain';
import { MarketCard, MarketListSkeleton, gamePath, stateFor } from '@matka/shared-kernel/lists';
import { HEADLINE_IDS, PATHS } from '@matka/shared-kernel/paths';
import { bettingEnabledAtom, dashboardAtom, userDetailAtom } from '@matka/shared-kernel/session';
import { Headline, HomeInset, MenuLabel, RemoteLink, useMenu, useServes } from '@matka/shared-kernel/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: 700;
    text-decoration: none;
    text-align: center;
  }
  .placeholder {
    min-height: 48px;
    border-radius: ${({ theme }) => theme.radius};
    background: #ece8f3;
  }
  a.light {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brandDark};
    border: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

const Charts = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.font.large};
    color: ${({ theme }) => theme.colors.brand};
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid #e0dbe9;
  }
  a {
    color: ${({ theme }) => theme.colors.brandDark};
    font-weight: 700;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;


/**
 * Home (/imp): headline, money buttons, contact buttons, KING GALI and KING STARLINE, the tiles other remotes bring,
 * the market list, the charts. Buttons into another remote (wallet, Gali, Starline) go while it is switched off.
 */
export default function Home() {
  const dashboard = useAtomValue(dashboardAtom);
  const betting = useAtomValue(bettingEnabledAtom);
  const detail = useAtomValue(userDetailAtom);
  // Before the player's detail is known, the page says whether the headline is on (the server drew it in Home's
  // frame): Home draws the same one, in the same place, so it stays from the first paint on.
  const headline = useHeadline(HEADLINE_IDS.home, headlinesOn(detail?.bettingEnabled));
  const serves = useServes();
  const tiles = useMenu('home');
  const gali = betting ? PATHS.galiBetting : PATHS.gali;
  // Until the player's detail (betting flag) and the headline are known, their rows keep their place, so the market
  // list below does not jump when they arrive.
  const detailPending = detail === null;
  return (
    <HomeInset>
      <h1 className="visually-hidden">Home</h1>
      {(headline.text || detailPending || headline.pending) && <Headline text={headline.text} />}
      {betting && (serves(PATHS.addFunds) || serves(PATHS.withdraw)) && (
        <Row>
          <RemoteLink to={PATHS.addFunds}>Add Money</RemoteLink>
          <RemoteLink to={PATHS.withdraw}>Withdrawal</RemoteLink>
        </Row>
      )}
      {detailPending && (
        <Row aria-hidden="true" data-testid="money-placeholder">
          <span className="placeholder" />
          <span className="placeholder" />
        </Row>
      )}
      {/* Until the numbers are known (the detail, or the last one this browser kept) nothing here can be tapped. */}
      {detail ? (
        <Row>
          <a className="light" href={callLink(detail.callNumber)}>
            Call {detail.callNumber}
          </a>
          <a className="light" href={chatLink(detail.chatNumber)} target="_blank" rel="noreferrer">
            Chat {detail.chatNumber}
          </a>
        </Row>
      ) : (
        <Row aria-hidden="true" data-testid="contact-placeholder">
          <span className="placeholder" />
          <span className="placeholder" />
        </Row>
      )}
      {(serves(gali) || serves(PATHS.starline)) && (
        <Row>
          <RemoteLink to={gali}>KING GALI</RemoteLink>
          <RemoteLink to={PATHS.starline}>KING STARLINE</RemoteLink>
        </Row>
      )}
      {tiles.length > 0 && (
        <Row data-testid="home-tiles">
          {tiles.map((tile) => (
            <RemoteLink key={`${tile.remote} ${tile.path} ${tile.label}`} to={tile.path}>
              <MenuLabel item={tile} />
            </RemoteLink>
          ))}
        </Row>
      )}
      <section aria-label="Markets">
        {!dashboard && <MarketListSkeleton />}
        {dashboard && dashboard.result.length === 0 && <p>No markets today.</p>}
        {dashboard?.result.map((market) => (
          <MarketCard
            key={market.game_id}
            kind="main"
            market={market}
            betting={betting}
            target={betting ? { to: gamePath(PATHS.gameTypes, market), state: stateFor(market) } : { to: PATHS.home }}
          />
        ))}
      </section>
      {dashboard && dashboard.web_chart.length > 0 && (
        <Charts aria-labelledby="charts-title">
          <h2 id="charts-title">Game Charts</h2>
          <ul>
            {dashboard.web_chart.map((chart) => (
              <li key={chart.game_name}>
                <span>{chart.game_name}</span>
                <a href={chart.web_chart_url} target="_blank" rel="noreferrer">
                  View Charts
                </a>
              </li>
            ))}
          </ul>
        </Charts>
      )}
    </HomeInset>
  );
}
