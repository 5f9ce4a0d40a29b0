// A small round-robin reverse proxy in front of the API processes (the part `proxy` of the cluster;
// docker-compose.yml uses Caddy for the same job). A backend that refuses a connection is skipped
// for a few seconds and the request goes to the next one: the connection was never made, so nothing
// can have been applied twice. A backend that dies with a request in flight answers 502 for it.
//   PROXY_PORT=17330 PROXY_BACKENDS=127.0.0.1:17320,127.0.0.1:17321 node --import tsx scripts/cluster/proxy.ts
import http from 'node:http';

export interface Target {
  host: string;
  port: number;
}

interface Backend extends Target {
  downUntil: number;
  served: number;
}

const DOWN_MS = 3_000;
/** Bodies are read whole before forwarding, so a refused connection can be retried elsewhere. */
const MAX_BODY = 64 * 1024 * 1024;

function targetsFrom(raw: string | undefined): Target[] {
  const list = (raw ?? '').split(',').filter(Boolean);
  if (list.length === 0) throw new Error('PROXY_BACKENDS must list host:port pairs');
  return list.map((entry) => {
    const [host, port] = entry.split(':');
    if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`loopback backends only, not ${entry}`);
    return { host, port: Number(port) };
  });
}

export function createProxy(targets: Target[]): http.Server {
  const backends: Backend[] = targets.map((t) => ({ ...t, downUntil: 0, served: 0 }));
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const pick = (tried: Set<Backend>): Backend | undefined => {
    const now = Date.now();
    for (let i = 0; i < backends.length; i += 1) {
      const candidate = backends[(next + i) % backends.length]!;
      if (!tried.has(candidate) && candidate.downUntil <= now) {
        next = (next + i + 1) % backends.length;
        return candidate;
      }
    }
    // All are marked down: try one not tried yet anyway (it may be back).
    return backends.find((b) => !tried.has(b));
  };

  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tried: Set<Backend>) => {
    const backend = pick(tried);
    if (!backend) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 502, success: false, msg: 'no API process answers', data: null }));
      return;
    }
    tried.add(backend);
    const headers: http.OutgoingHttpHeaders = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' };
    // The body was read whole: say its length (a chunked request is forwarded with one).
    delete headers['transfer-encoding'];
    if (body.length > 0 || req.headers['content-length']) headers['content-length'] = String(body.length);
    let connected = false;
    const upstream = http.request(
      { host: backend.host, port: backend.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        backend.served += 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Not connected: the backend never saw the request, so another may take it.
      if (!connected) {
        backend.downUntil = Date.now() + DOWN_MS;
        forward(req, body, res, tried);
        return;
      }
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 502, success: false, msg: `the API process failed: ${error.code ?? error.message}`, data: null }));
      } else res.destroy();
    });
    upstream.end(body);
  };

  return http.createServer((req, res) => {
    if (req.url === '/__proxy/backends') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(backends.map(({ host, port, served, downUntil }) => ({ host, port, served, down: downUntil > Date.now() }))));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ code: 413, success: false, msg: 'request body too large for the proxy', data: null }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => forward(req, Buffer.concat(chunks), res, new Set()));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PROXY_PORT);
  const server = createProxy(targetsFrom(process.env.PROXY_BACKENDS));
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => console.log(`proxy on 127.0.0.1:${port} -> ${process.env.PROXY_BACKENDS}`));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
