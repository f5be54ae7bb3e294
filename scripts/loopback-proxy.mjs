// `node scripts/loopback-proxy.mjs <port> <upstream port>…`: what `bench:site -- --instances N`
// puts in front of the instances, as a reverse proxy would: one address on 127.0.0.1 handing each
// request to the next instance in turn, over kept-alive connections. A process of its own, so its
// work is not counted against the load generator's. Prints "ready" once it listens.
import http from 'node:http';

const [port, ...upstreams] = process.argv.slice(2).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
let next = 0;

http
  .createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length];
    const forwarded = http.request(
      { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  })
  .listen(port, '127.0.0.1', () => console.log('ready'));
