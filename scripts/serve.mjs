#!/usr/bin/env node
// A tiny static file server for the demo (`npm start`), with no dependencies: serves the repository
// root on 127.0.0.1, port $PORT or 8080 (the next free one when that is taken), until Ctrl-C.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
const firstPort = Number.parseInt(process.env.PORT ?? '8080', 10);
const PORT_ATTEMPTS = 20;

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/** The file a URL path names inside the root, or null when it would leave the root. */
function resolvePath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  return file === root.replace(/[\\/]$/, '') || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

function send(response, status, text) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(`${text}\n`);
}

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'method not allowed');
  const { pathname } = new URL(request.url ?? '/', `http://${host}`);
  let file = resolvePath(pathname);
  if (!file) return send(response, 403, 'forbidden');
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      if (!pathname.endsWith('/')) {
        response.writeHead(301, { Location: `${pathname}/` });
        return response.end();
      }
      file = join(file, 'index.html');
      info = await stat(file);
    }
    response.writeHead(200, {
      'Content-Type': MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': 'no-store',
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
  } catch {
    send(response, 404, `not found: ${pathname}`);
  }
});

/** Listens on `port`, or on the next one when it is in use; resolves with the port bound. */
function listen(port, attemptsLeft) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE' && attemptsLeft > 1) resolve(listen(port + 1, attemptsLeft - 1));
      else if (error.code === 'EADDRINUSE') resolve(listen(0, 0)); // let the system pick a free port
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address().port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

if (!Number.isInteger(firstPort) || firstPort < 0 || firstPort > 65535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}
const port = await listen(firstPort, PORT_ATTEMPTS);
console.log(`Demo: http://${host}:${port}/demo/`);
console.log('Serving the repository root; press Ctrl-C to stop.');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
