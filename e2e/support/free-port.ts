import net from 'node:net';

/**
 * A port nobody listens on now on 127.0.0.1, for a server this process is about to start (the e2e
 * site, the benchmarks' servers): two runs on one host never meet.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
