import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { cleanContactNumber, formatMarketResult } from '@matka/shared-kernel/domain';
import { apiClient } from '@matka/shared-kernel/api';
import { bettingEnabledAtom, dashboardAtom, userDetailAtom, type DashboardMarket } from '@matka/shared-kernel/session';
import { Marquee } from '@matka/shared-kernel/ui';
import { stateFor } from '../model/game-state';

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  20%, 60% { transform: translateX(-8px); }
  40%, 80% { transform: translateX(8px); }
`;

const Page = styled.div`
  padding: ${({ theme }) => theme.space(3)};
`;

const Headline = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

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
  a.light {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brandDark};
    border: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

const Card = styled.button<{ $shaking: boolean; $running: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 0;
  border-left: 6px solid ${({ theme, $running }) => ($running ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 10px rgb(49 27 146 / 0.1);
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  ${({ $shaking }) =>
    $shaking &&
    css`
      animation: ${shake} 0.5s;
    `}
  .name {
    font-weight: 800;
    font-size: 1.05rem;
  }
  .result {
    font-size: 1.2rem;
    font-weight: 800;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.brandDark};
  }
  .times,
  .status {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .status {
    font-weight: 700;
    color: ${({ theme, $running }) => ($running ? theme.colors.success : theme.colors.danger)};
  }
  .play {
    grid-row: 1 / span 3;
    grid-column: 2;
    align-self: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${({ theme, $running }) => ($running ? theme.colors.brand : '#8d86a0')};
    color: #fff;
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

/** The seed's shake and vibration for a tap on a closed market. */
export const CLOSED_TAP = { shakeMs: 500, vibrateMs: 100 } as const;

function MarketCard({ market, betting }: { market: DashboardMarket; betting: boolean }) {
  const navigate = useNavigate();
  const [shaking, setShaking] = useState(false);
  const running = market.msg_status;
  const tap = () => {
    if (!betting) return navigate('/imp');
    if (running) return navigate(`/game?game=${market.game_id}`, { state: stateFor(market) });
    setShaking(true);
    navigator.vibrate?.(CLOSED_TAP.vibrateMs);
    setTimeout(() => setShaking(false), CLOSED_TAP.shakeMs);
  };
  return (
    <Card type="button" onClick={tap} $shaking={shaking} $running={running} data-testid={`market-${market.game_id}`}>
      <span className="name">{market.game_name}</span>
      <span className="result">{formatMarketResult(market.open_result, market.close_result)}</span>
      <span className="times">
        Open Bids {market.open_time} · Close Bids {market.close_time}
      </span>
      <span className="status">{running ? 'Market is running' : 'Close for today'}</span>
      {betting && (
        <span className="play" aria-hidden="true">
          ▶
        </span>
      )}
    </Card>
  );
}

function useHeadline(enabled: boolean): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    apiClient()
      .call('api-get-headline', { ids: [1] })
      .then((answer) => {
        const headline = answer.data.find((item) => item.id === 1 && item.status);
        if (current) setText(headline?.notes ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled]);
  return enabled ? text : null;
}

/** Home (/imp): headline, money buttons, contact buttons, KING GALI and KING STARLINE, the market list, the charts. */
export default function Home() {
  const dashboard = useAtomValue(dashboardAtom);
  const betting = useAtomValue(bettingEnabledAtom);
  const detail = useAtomValue(userDetailAtom);
  const headline = useHeadline(betting);
  const call = detail?.callNumber ?? cleanContactNumber('');
  const chat = detail?.chatNumber ?? cleanContactNumber('');
  return (
    <Page>
      <h1 className="visually-hidden">Home</h1>
      {headline && (
        <Headline>
          <Marquee text={headline} />
        </Headline>
      )}
      {betting && (
        <Row>
          <Link to="/imp9">Add Money</Link>
          <Link to="/withdraw">Withdrawal</Link>
        </Row>
      )}
      <Row>
        <a className="light" href={`tel:+91${call}`}>
          Call {call}
        </a>
        <a className="light" href={`https://wa.me/91${chat}`} target="_blank" rel="noreferrer">
          Chat {chat}
        </a>
      </Row>
      <Row>
        <Link to={betting ? '/galiallgame' : '/galiIMP'}>KING GALI</Link>
        <Link to="/imp2">KING STARLINE</Link>
      </Row>
      <section aria-label="Markets">
        {!dashboard && <p role="status">Loading markets…</p>}
        {dashboard && dashboard.result.length === 0 && <p>No markets today.</p>}
        {dashboard?.result.map((market) => <MarketCard key={market.game_id} market={market} betting={betting} />)}
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
    </Page>
  );
}
