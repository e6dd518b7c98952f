import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { headlinesOn, pageHeadline } from '@matka/shared-kernel/data';
import { HEADLINE_IDS, PATHS } from '@matka/shared-kernel/paths';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { Headline, HomeInset, Loading } from '@matka/shared-kernel/ui';

/**
 * Home's headline where Home draws it (the kernel's inset and band), drawn by the shell before Home has arrived: in
 * Home's frame, the page the server sends a player shown the headline (host/src/prerender), and while Home loads.
 */
export function HomeStart({ text }: { text: string }) {
  return (
    <HomeInset>
      <Headline text={text} />
    </HomeInset>
  );
}

/**
 * The shell's loading state for a remote's screen: "Loading…". On Home, the headline the page came with stays above
 * it (the server drew it in Home's frame), so the page's largest text is on screen from the first paint and does not
 * flash away while Home is on the way; Home then draws the same one in the same place.
 */
export function ScreenLoading() {
  const { pathname } = useLocation();
  const detail = useAtomValue(userDetailAtom);
  const headline = pathname === PATHS.home && headlinesOn(detail?.bettingEnabled) ? pageHeadline(HEADLINE_IDS.home) : null;
  return (
    <>
      {headline && <HomeStart text={headline} />}
      <Loading />
    </>
  );
}
