import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
for (const variant of ['bare', 'plain', 'helmet', 'log-reqid', 'helmet-log-reqid', 'bare', 'plain', 'helmet-log-reqid']) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/.scratch-variant.ts'], { env: { ...process.env, VARIANT: variant }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((r) => createInterface({ input: child.stdout! }).once('line', (l) => r(JSON.parse(l).port)));
  await autocannon({ url: `http://127.0.0.1:${port}/api/list-courses/?page=1`, connections: 50, duration: 1 });
  const r = await autocannon({ url: `http://127.0.0.1:${port}/api/list-courses/?page=1`, connections: 50, duration: 4 });
  console.log(variant.padEnd(20), Math.round(r.requests.average), 'p99', r.latency.p99);
  child.kill();
}
