/** One GET on `agent`, its body read and dropped: the status is all a load figure needs. */
import { type Agent, request } from 'node:http';

export function getStatus(agent: Agent, url: URL, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
