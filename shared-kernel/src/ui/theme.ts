/** The one theme: the host's ThemeProvider passes it to every remote's styled components. */
/** The app's name as drawn in the header and the sign-in frame: a brand, the same in every language. */
export const BRAND = 'MATKA BAZAR';

export const theme = {
  colors: {
    brand: '#4a148c',
    brandDark: '#311b92',
    accent: '#ffb300',
    surface: '#ffffff',
    background: '#f4f1f8',
    text: '#1d1b20',
    textMuted: '#5b5766',
    success: '#1b7f3b',
    danger: '#b3261e',
    onBrand: '#ffffff',
  },
  radius: '12px',
  space: (n: number): string => `${n * 4}px`,
  font: { small: '0.875rem', body: '1rem', large: '1.25rem' },
  maxWidth: '480px',
  /** The shell's header bar (menu, title, wallet): what toasts keep clear of. */
  headerHeight: '60px',
} as const;

export type MatkaTheme = typeof theme;
