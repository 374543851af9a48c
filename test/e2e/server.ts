/**
 * The local web server of the end-to-end tests: each test serves its own pages (a route) and the
 * files it allows (dist/, test/e2e/site, Lit from node_modules), and may collect the CSP violation
 * reports its pages send to /csp-report. Also the bits every such test shares: the repository root,
 * the Lit import map for the npm build, and the marked code blocks of the embedding page
 * (docs/embedding.md: the embed page's snippet and oEmbed example, the CMS recipes, the framework
 * examples), so that what the page shows is what the tests run.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.json': 'application/json',
};

/** Lit from node_modules for the npm build (dist/element/index.js imports `lit`, `lit/…`). */
export const IMPORT_MAP = JSON.stringify({
  imports: {
    lit: '/node_modules/lit/index.js',
    'lit/': '/node_modules/lit/',
    'lit-html': '/node_modules/lit-html/lit-html.js',
    'lit-html/': '/node_modules/lit-html/',
    'lit-element/': '/node_modules/lit-element/',
    '@lit/reactive-element': '/node_modules/@lit/reactive-element/reactive-element.js',
    '@lit/reactive-element/': '/node_modules/@lit/reactive-element/',
  },
});
/** The import map's CSP hash (a page with `script-src` must allow the inline map). */
export const IMPORT_MAP_HASH = `sha256-${createHash('sha256').update(IMPORT_MAP).digest('base64')}`;
/** The URL prefixes of Lit's packages, for `files`. */
export const LIT_FILES = ['/node_modules/lit/', '/node_modules/lit-html/', '/node_modules/lit-element/', '/node_modules/@lit/reactive-element/'];

/**
 * The file of dist/ (from `npm run build`) whose name starts with `prefix`: the self-contained
 * builds' files loaded when needed are named by their content (`agnes-solitaire-solver-<hash>.js`).
 */
export function builtFile(prefix: string): string {
  const dir = join(root, 'dist');
  const found = existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(prefix) && name.endsWith('.js')) : [];
  assert.equal(found.length, 1, `dist/ holds one ${prefix}*.js (run "npm run build")`);
  return found[0]!;
}

/** The documentation page that holds the code blocks the end-to-end tests run. */
export const EMBEDDING_PAGE = 'docs/embedding.md';
const embeddingPage = readFileSync(join(root, EMBEDDING_PAGE), 'utf8');

/** The code block of the embedding page marked `<!-- name -->` on the line before it. */
export function readmeBlock(name: string): string {
  const match = new RegExp(`<!-- ${name} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(embeddingPage);
  assert.ok(match, `${EMBEDDING_PAGE} has a code block marked <!-- ${name} -->`);
  return match[1]!;
}

/** A response of a test's own: its body, type and headers (a CSP, …), and its status (200 unless given). */
export interface Answer {
  body: string | Buffer;
  type: string;
  headers?: Record<string, string>;
  status?: number;
}

export interface ServerOptions {
  /**
   * The test's own paths (pages, scripts); undefined passes the request on to `files`, `'drop'`
   * closes the connection without an answer (a network error, as offline).
   */
  route?: (url: URL, port: number) => Answer | 'drop' | undefined;
  /**
   * The URL prefixes served from the repository's files: `'/dist/'` is root/dist/…, and
   * `['/site/', dir]` maps the prefix onto a folder. Nothing outside root is served.
   */
  files?: (string | [prefix: string, dir: string])[];
  /** Headers of every file answer (a page's CSP applies to its frames' files as well, CORS, …). */
  fileHeaders?: Record<string, string>;
  /** Called with the body of each report POSTed to /csp-report. */
  onCspReport?: (text: string) => void;
}

export interface TestServer {
  server: Server;
  port: number;
  origin: string;
  close(): Promise<void>;
}

/** Starts the server on a free port of 127.0.0.1. */
export function startServer(options: ServerOptions): Promise<TestServer> {
  const files = (options.files ?? []).map((entry): [string, string] => (typeof entry === 'string' ? [entry, join(root, entry)] : entry));
  let port = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/csp-report') {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        options.onCspReport?.(text);
        response.writeHead(204).end();
      });
      return;
    }
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
    const answer = options.route?.(url, port);
    if (answer === 'drop') return void request.socket.destroy();
    if (answer) {
      response.writeHead(answer.status ?? 200, { 'Content-Type': `${answer.type}; charset=utf-8`, ...answer.headers });
      return void response.end(answer.body);
    }
    const mapped = files.find(([prefix]) => url.pathname.startsWith(prefix));
    const file = mapped && normalize(join(mapped[1], url.pathname.slice(mapped[0].length)));
    if (!file || !file.startsWith(normalize(mapped[1])) || !file.startsWith(root) || !existsSync(file)) {
      return void response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
    response.writeHead(200, { 'Content-Type': `${MIME[extname(file)] ?? 'application/octet-stream'}; charset=utf-8`, ...options.fileHeaders });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve({ server, port, origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}
