import { useEffect, useState } from 'react';
import { get, post, whenSignedOut } from './api';
import { BASE, SECTIONS, navigate, useLocation } from './router';
import { SignInScreen } from './screens/SignInScreen';
import { TodayScreen } from './screens/TodayScreen';
import { DepositsScreen } from './screens/DepositsScreen';
import { WithdrawalsScreen } from './screens/WithdrawalsScreen';
import { ResultsScreen } from './screens/ResultsScreen';
import { MarketsScreen } from './screens/MarketsScreen';
import { PlayersScreen } from './screens/PlayersScreen';
import { ContentScreen } from './screens/ContentScreen';
import { ReleasesScreen } from './screens/ReleasesScreen';
import { AuditScreen } from './screens/AuditScreen';

const SCREENS: Record<string, () => React.JSX.Element> = {
  '/': TodayScreen,
  '/deposits': DepositsScreen,
  '/withdrawals': WithdrawalsScreen,
  '/results': ResultsScreen,
  '/markets': MarketsScreen,
  '/players': PlayersScreen,
  '/content': ContentScreen,
  '/releases': ReleasesScreen,
  '/audit': AuditScreen,
};

/** The console: the sign-in until the session cookie stands, then the sections. */
export function App() {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const { path } = useLocation();

  useEffect(() => {
    whenSignedOut(() => setSignedIn(false));
    get('/operator/session').then(
      () => setSignedIn(true),
      () => setSignedIn(false),
    );
  }, []);

  const section = SECTIONS.find((s) => s.path === path) ?? SECTIONS[0];
  useEffect(() => {
    document.title = `${section.label} · Matka Bazar Console`;
  }, [section]);

  if (signedIn === null) return <p className="muted" role="status">Loading…</p>;
  if (!signedIn) return <SignInScreen onSignedIn={() => setSignedIn(true)} />;

  const Screen = SCREENS[path] ?? TodayScreen;
  return (
    <div className="shell">
      <header className="bar">
        <p className="brand">
          <span>Matka Bazar Console</span>
          <button type="button" className="out" onClick={() => void post('/operator/session/logout').finally(() => setSignedIn(false))}>
            Sign out
          </button>
        </p>
        <nav aria-label="Sections">
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.path}>
                <a
                  href={`${BASE}${s.path}`}
                  aria-current={s.path === section.path ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(s.path);
                  }}
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <Screen />
      </main>
    </div>
  );
}
