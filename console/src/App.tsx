import { useEffect, useState } from 'react';
import { call, whenSignedOut } from './api';
import { MeContext, type Me } from './me';
import { usePending } from './pending';
import { BASE, SECTIONS, navigate, useLocation } from './router';
import { SignInScreen } from './screens/SignInScreen';
import { ChoosePasswordScreen } from './screens/ChoosePasswordScreen';
import { TodayScreen } from './screens/TodayScreen';
import { DepositsScreen } from './screens/DepositsScreen';
import { WithdrawalsScreen } from './screens/WithdrawalsScreen';
import { ApprovalsScreen } from './screens/ApprovalsScreen';
import { PaymentsScreen } from './screens/PaymentsScreen';
import { ResultsScreen } from './screens/ResultsScreen';
import { MarketsScreen } from './screens/MarketsScreen';
import { PlayersScreen } from './screens/PlayersScreen';
import { ContentScreen } from './screens/ContentScreen';
import { NoticesScreen } from './screens/NoticesScreen';
import { ReleasesScreen } from './screens/ReleasesScreen';
import { AuditScreen } from './screens/AuditScreen';
import { OperatorsScreen } from './screens/OperatorsScreen';
import { ReportsScreen } from './screens/ReportsScreen';

/** Each section's screen, by path (elements made once: a screen is never a component made during render). */
const SCREENS: Record<string, React.JSX.Element> = {
  '/': <TodayScreen />,
  '/deposits': <DepositsScreen />,
  '/withdrawals': <WithdrawalsScreen />,
  '/approvals': <ApprovalsScreen />,
  '/payments': <PaymentsScreen />,
  '/results': <ResultsScreen />,
  '/markets': <MarketsScreen />,
  '/players': <PlayersScreen />,
  '/content': <ContentScreen />,
  '/notices': <NoticesScreen />,
  '/releases': <ReleasesScreen />,
  '/reports': <ReportsScreen />,
  '/audit': <AuditScreen />,
  '/operators': <OperatorsScreen />,
};

/** The console: the sign-in until the session cookie stands, then the sections the operator's role opens. */
export function App() {
  // undefined: not known yet; null: signed out.
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [changingPassword, setChangingPassword] = useState(false);
  // On a phone the sections are a menu, closed until asked for (a laptop shows them all in the side bar).
  const [menuOpen, setMenuOpen] = useState(false);
  const { path } = useLocation();

  useEffect(() => {
    whenSignedOut(() => setMe(null));
    call('session.show').then(setMe, () => setMe(null));
  }, []);

  const sections = SECTIONS.filter((s) => me?.permissions.includes(s.permission));
  // A section the role may not open (an address typed or kept) says so, rather than showing another one.
  const refused = SECTIONS.find((s) => s.path === path && !sections.includes(s));
  const section = refused ?? sections.find((s) => s.path === path) ?? sections[0];
  // Pending money, for the section badges and the optional chime: for those who see the money sections.
  const pending = usePending(Boolean(me && !me.must_choose_password && me.permissions.includes('money.read')));
  useEffect(() => {
    document.title = `${pending.total > 0 ? `(${pending.total}) ` : ''}${section?.label ?? 'Sign in'} · Matka Bazar Console`;
  }, [section, pending.total]);
  const badge = (count: number) =>
    count > 0 && (
      <span className="badge">
        <span className="visually-hidden">, </span>
        {count}
        <span className="visually-hidden"> pending</span>
      </span>
    );

  if (me === undefined) return <p className="muted" role="status">Loading…</p>;
  if (me === null) return <SignInScreen onSignedIn={setMe} />;
  if (me.must_choose_password || changingPassword) {
    return (
      <ChoosePasswordScreen
        me={me}
        onChosen={(next) => {
          setChangingPassword(false);
          setMe(next);
        }}
        onCancel={me.must_choose_password ? undefined : () => setChangingPassword(false)}
      />
    );
  }

  return (
    <MeContext.Provider value={me}>
      <div className="shell">
        <header className="bar">
          <div className="brand">
            <span>Matka Bazar Console</span>
            <span className="who" data-testid="signed-in-as">{me.name} · {me.role}</span>
            <span className="account">
              {me.permissions.includes('money.read') && (
                <label className="inline sound">
                  <input type="checkbox" checked={pending.sound} onChange={(event) => pending.toggleSound(event.target.checked)} />
                  Sound on new requests
                </label>
              )}
              <button type="button" className="out" onClick={() => setChangingPassword(true)}>Password</button>
              <button type="button" className="out" onClick={() => void call('session.logout').finally(() => setMe(null))}>
                Sign out
              </button>
            </span>
          </div>
          <nav aria-label="Sections">
            <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="sections-list" onClick={() => setMenuOpen(!menuOpen)}>
              <span aria-hidden="true">☰</span> Menu{' '}<span className="current">{section?.label}</span>
              {badge(pending.total)}
            </button>
            <ul id="sections-list" className={menuOpen ? 'open' : undefined}>
              {sections.map((s) => (
                <li key={s.path}>
                  <a
                    href={`${BASE}${s.path}`}
                    aria-current={s.path === section?.path ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      setMenuOpen(false);
                      navigate(s.path);
                    }}
                  >
                    {s.label}
                    {badge(pending.counts[s.path] ?? 0)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main>
          {refused ? (
            <>
              <h1>{refused.label}</h1>
              <p className="notice error" role="alert">Your role ({me.role}) cannot open {refused.label}: an owner can give you a role that does.</p>
            </>
          ) : (
            SCREENS[section?.path ?? '/']
          )}
        </main>
      </div>
    </MeContext.Provider>
  );
}
