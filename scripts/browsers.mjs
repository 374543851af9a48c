// The three browser engines the tests run in, all from Debian's packages (.ci/run installs them):
// - Chromium: /usr/bin/chromium (or CHROME_PATH), driven by playwright-core or puppeteer-core (scripts/chromium.mjs);
// - Firefox ESR: /usr/bin/firefox-esr (or FIREFOX_PATH), driven by puppeteer-core over WebDriver BiDi;
// - WebKitGTK: its MiniBrowser through WebKitWebDriver (or WEBKIT_DRIVER_PATH), which needs a display:
//   `startWebKitDriver()` starts a virtual one (Xvfb) and the driver, on ports of their own.
// Each has a one-line instruction for when it is missing.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromiumPath } from './chromium.mjs';

export { chromiumArgs, chromiumPath } from './chromium.mjs';

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

/** MiniBrowser, the WebKitGTK browser that WebKitWebDriver drives. */
export function miniBrowserPath() {
  for (const dir of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(dir)) continue;
    const found = readdirSync(dir).filter((name) => name.startsWith('webkit2gtk-')).map((name) => `${dir}/${name}/MiniBrowser`).find((path) => existsSync(path));
    if (found) return found;
  }
  return undefined;
}

/** The browsers that are not installed, each with how to install it; empty when all are there. */
export function missingBrowsers(names = ['chromium', 'firefox', 'webkit']) {
  const missing = [];
  if (names.includes('chromium') && !existsSync(chromiumPath)) missing.push(`Chromium (${chromiumPath}): apt-get install -y chromium, or set CHROME_PATH`);
  if (names.includes('firefox') && !existsSync(firefoxPath)) missing.push(`Firefox (${firefoxPath}): apt-get install -y firefox-esr, or set FIREFOX_PATH`);
  if (names.includes('webkit') && (!existsSync(webkitDriverPath) || !miniBrowserPath() || !existsSync('/usr/bin/Xvfb'))) {
    missing.push(`WebKitGTK (${webkitDriverPath}, MiniBrowser, Xvfb): apt-get install -y webkit2gtk-driver xvfb, or set WEBKIT_DRIVER_PATH`);
  }
  return missing;
}

/** The WebDriver capabilities of a MiniBrowser session (no headless mode: it runs on the virtual display). */
export function webkitCapabilities() {
  return { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] } };
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers (the driver is up), or fails after `ms`. */
async function waitForHttp(url, ms) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a virtual display (Xvfb, on the first free display number it finds) and WebKitWebDriver on
 * it; resolves with the driver's port and `stop()`, which ends both.
 */
export async function startWebKitDriver() {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const display = await new Promise((resolve, reject) => {
    let text = '';
    xvfb.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb ended (exit code ${code}) before it chose a display`)));
  });
  const port = await freePort();
  const driver = spawn(webkitDriverPath, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const stop = () => {
    driver.kill();
    xvfb.kill();
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/status`, 20_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { port, display, stop };
}
