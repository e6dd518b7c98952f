import { theme } from '@matka/shared-kernel/ui';

const { colors } = theme;

/** The console's whole stylesheet: a sidebar on a laptop, a scrolling tab bar on a phone. */
export const CONSOLE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: ${colors.background}; color: ${colors.text}; font: 16px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
button, input, select, textarea { font: inherit; }
:focus-visible { outline: 3px solid ${colors.accent}; outline-offset: 2px; }
a { color: ${colors.brand}; }
.shell { display: grid; grid-template-columns: 220px minmax(0, 1fr); min-height: 100vh; }
.bar { background: ${colors.brandDark}; color: ${colors.onBrand}; padding: 16px 12px; }
.bar .brand { font-weight: 700; margin: 0 0 16px; font-size: 1.1rem; display: flex; flex-direction: column; align-items: flex-start; gap: 12px; }
.bar nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.bar nav a { display: block; color: ${colors.onBrand}; text-decoration: none; padding: 10px 12px; border-radius: 8px; white-space: nowrap; }
.bar nav a[aria-current=page] { background: ${colors.onBrand}; color: ${colors.brandDark}; font-weight: 600; }
.bar .who { font-weight: 400; font-size: .9rem; }
.bar .account { display: flex; flex-wrap: wrap; gap: 8px; }
.menu-toggle { display: none; }
.chart { margin: 12px 0; background: ${colors.surface}; border-radius: ${theme.radius}; padding: 8px 12px; }
.chart figcaption { font-size: .8rem; }
.badge { display: inline-block; min-width: 1.5em; margin-left: 8px; padding: 0 6px; border-radius: 999px; background: ${colors.accent}; color: ${colors.brandDark}; font-size: .8rem; font-weight: 700; text-align: center; }
.bar .sound { color: ${colors.onBrand}; font-size: .85rem; }
.bar .out { background: transparent; color: ${colors.onBrand}; border: 1px solid ${colors.onBrand}; border-radius: 8px; padding: 8px 12px; cursor: pointer; }
.stack { display: flex; flex-direction: column; gap: 12px; margin-bottom: 16px; }
main { padding: 20px 24px 48px; max-width: 1100px; width: 100%; }
h1 { font-size: 1.5rem; margin: 0 0 16px; color: ${colors.brandDark}; }
h2 { font-size: 1.15rem; margin: 24px 0 8px; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px; }
.card { background: ${colors.surface}; border-radius: ${theme.radius}; padding: 14px 16px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
.card h2 { margin: 0 0 4px; font-size: 1rem; }
.panel > h2:first-child { margin-top: 0; }
h3 { font-size: 1rem; margin: 16px 0 8px; }
.tag { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 6px; background: #ece7f3; color: ${colors.brandDark}; font-size: .8rem; font-weight: 600; }
.card p { margin: 4px 0; }
dl { display: grid; grid-template-columns: max-content auto; gap: 4px 16px; }
dd { margin: 0; font-weight: 600; }
.card .big { font-size: 1.6rem; font-weight: 700; }
.panel { background: ${colors.surface}; border-radius: ${theme.radius}; padding: 14px 16px; box-shadow: 0 1px 3px rgba(0,0,0,.08); margin-bottom: 12px; }
.table-wrap { overflow-x: auto; background: ${colors.surface}; border-radius: ${theme.radius}; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e4e0ea; vertical-align: top; }
th { font-size: .85rem; color: ${colors.textMuted}; font-weight: 600; }
td code { word-break: break-all; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; margin-bottom: 12px; }
label { display: flex; flex-direction: column; gap: 4px; font-size: .9rem; color: ${colors.textMuted}; }
label.inline { flex-direction: row; align-items: center; gap: 6px; color: ${colors.text}; }
/* A field never widens the page: a select as long as its longest choice (the roles) fits a phone and wraps its text. */
.row > label { max-width: 100%; min-width: 0; }
input, select, textarea { max-width: 100%; padding: 8px 10px; border: 1px solid #8a8496; border-radius: 8px; background: #fff; color: ${colors.text}; min-height: 40px; }
textarea { min-height: 80px; width: 100%; }
button.primary, button.secondary, button.danger { min-height: 40px; padding: 8px 14px; border-radius: 8px; border: 0; cursor: pointer; font-weight: 600; }
button.primary { background: ${colors.brand}; color: ${colors.onBrand}; }
button.secondary { background: #ece7f3; color: ${colors.brandDark}; }
button.danger { background: ${colors.danger}; color: #fff; }
button:disabled { opacity: .6; cursor: progress; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.muted { color: ${colors.textMuted}; }
.content-changes { list-style: none; padding: 0; margin: 0; }
.content-changes li { border-top: 1px solid #e4e0ea; padding: 8px 0; overflow-wrap: anywhere; }
.content-changes p { margin: 0 0 6px; }
.ok { color: ${colors.success}; font-weight: 600; }
.bad { color: ${colors.danger}; font-weight: 600; }
.notice { padding: 10px 12px; border-radius: 8px; margin: 0 0 12px; }
.notice.error { background: #fde7e5; color: #8c1d18; }
.notice.info { background: #ece7f3; color: ${colors.brandDark}; }
.preview { border: 2px solid ${colors.accent}; }
.preview > label { margin-bottom: 10px; }
.preview .hint { font-size: .8rem; }
/* A secret shown once (a token, a password): long, unbroken, and it must wrap on a phone rather than widen the page. */
code.secret { overflow-wrap: anywhere; word-break: break-all; }
dl .pair { display: contents; }
.warning { background: #fff4d6; color: #5c3d00; padding: 10px 12px; border-radius: 8px; margin: 0 0 12px; }
/* A flag in a list's cell (a near-duplicate deposit, an approval waiting): the warning's colours, inline. */
.warn { background: #fff4d6; color: #5c3d00; padding: 1px 6px; border-radius: 6px; font-size: .85rem; }
a.button { display: inline-flex; align-items: center; min-height: 40px; padding: 8px 14px; border-radius: 8px; font-weight: 600; text-decoration: none; }
a.button.secondary { background: #ece7f3; color: ${colors.brandDark}; }
/* A section's views as tabs (Payments): they wrap onto a second line on a phone rather than scroll. */
.tabs { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 12px; }
.tabs [role=tab] { min-height: 40px; padding: 8px 12px; border-radius: 8px; border: 1px solid #8a8496; background: #fff; color: ${colors.brandDark}; cursor: pointer; }
.tabs [role=tab][aria-selected=true] { background: ${colors.brandDark}; color: ${colors.onBrand}; border-color: ${colors.brandDark}; font-weight: 600; }
.payments, ul.plain { list-style: none; margin: 0; padding: 0; }
.payment h2 { margin: 0 0 6px; font-size: 1rem; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; }
.payment dl { grid-template-columns: max-content minmax(0, 1fr); }
.payment dd, ul.plain li { overflow-wrap: anywhere; }
pre.raw { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f1f8; padding: 8px 10px; border-radius: 8px; font-size: .85rem; }
.signin { max-width: 380px; margin: 12vh auto; }
@media (max-width: 760px) {
  .shell { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto 1fr; }
  .bar, .bar nav { min-width: 0; }
  .bar { padding: 10px 12px 0; position: sticky; top: 0; z-index: 1; }
  .bar .brand { margin: 0 0 6px; flex-direction: row; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 6px 12px; }
  .menu-toggle { display: flex; align-items: center; gap: 8px; width: 100%; min-height: 44px; margin: 0 0 8px; padding: 8px 12px; border: 1px solid ${colors.onBrand}; border-radius: 8px; background: transparent; color: ${colors.onBrand}; font-weight: 600; cursor: pointer; }
  .menu-toggle .current { margin-left: auto; font-weight: 400; }
  .bar nav ul { display: none; padding-bottom: 8px; }
  .bar nav ul.open { display: flex; }
  .bar .out { margin: 0; padding: 4px 10px; }
  main { padding: 14px 12px 40px; }
  .hide-phone { display: none; }
  /* A list a cashier acts on (TableWrap's stack): each row a card, its cells wrapping, its actions on their own line. */
  .table-wrap.stack { overflow: visible; background: transparent; box-shadow: none; }
  .stack table, .stack tbody { display: block; }
  .stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .stack tr { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 16px; margin: 0 0 8px; padding: 10px 12px; background: ${colors.surface}; border-radius: ${theme.radius}; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .stack td { display: block; padding: 0; border: 0; min-width: 0; overflow-wrap: anywhere; }
  .stack td.num { text-align: left; }
  .stack td[data-label]::before { content: attr(data-label); display: block; font-size: .75rem; color: ${colors.textMuted}; }
  .stack td:last-child:not(:first-child) { flex-basis: 100%; }
  .stack td:last-child:empty { display: none; }
}
`;
