// Where Chromium is and how to start it, for every tool that drives it (@web/test-runner, the
// embed test, the Storybook smoke test, the stress runs): Debian's /usr/bin/chromium unless
// CHROME_PATH says otherwise. As root Chromium needs --no-sandbox; the networking flags stop it
// calling hosts that a machine without an open network refuses (background updates, sync, QUIC).

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
