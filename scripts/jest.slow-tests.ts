// API and browser tests start a real server (PGlite takes seconds to boot) and a real browser.
jest.setTimeout(120_000);
