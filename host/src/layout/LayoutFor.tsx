import type { ReactNode } from 'react';
import type { ScreenLayout } from '@matka/shared-kernel/ui';
import { BareLayout } from './BareLayout';
import { MainLayout } from './MainLayout';

/** Draws the frame a screen asks for. */
export function LayoutFor({ layout, children }: { layout: ScreenLayout; children: ReactNode }) {
  return layout === 'bare' ? <BareLayout>{children}</BareLayout> : <MainLayout>{children}</MainLayout>;
}
