import type { ComponentType } from 'react';
import type { MenuDeclaration } from '@matka/shared-kernel/menus';

/** Which frame the host draws around a screen: the main layout (header, footer) or the bare one (auth pages). */
export type ScreenLayout = 'main' | 'bare';

/** One screen a remote serves: its path and how to load it. The host turns these into routes. */
export interface RemoteRoute {
  /** The path, e.g. `/imp` (`PATHS`). Matched case-insensitively, as links in the field spell some paths two ways. */
  path: string;
  /** Heading and document title. */
  title: string;
  layout?: ScreenLayout;
  /** Loads the screen's code on first visit. */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The menu entries that lead here: side menu, footer, Home tiles, header (see shared-kernel/src/menus.ts). The
   * shell draws them while this remote is switched on, wherever they belong among everyone's by `order`.
   */
  menus?: MenuDeclaration[];
}

/** What every remote's exposed `./routes` module exports. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}
