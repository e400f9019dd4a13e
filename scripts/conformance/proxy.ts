import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROXY_USAGE, parseProxyArgs } from './args.ts';

// `npm run conformance:proxy -- --upstream URL [--port 4010]`: Prism as a validating proxy.
// Without Prism's --errors flag a violation is logged (and put in the sl-violations header) while
// the backend's real answer still reaches the site; with it Prism would answer an error instead.
const args = parseProxyArgs(process.argv.slice(2));
if (!args.ok) {
  process.stderr.write(`${args.error}\n\n${PROXY_USAGE}`);
  process.exit(2);
}
const { upstream, port } = args.value;
const root = join(import.meta.dirname, '..', '..');
const prism = spawn(
  join(root, 'node_modules', '.bin', 'prism'),
  ['proxy', '--host', '127.0.0.1', '--port', String(port), 'generated/openapi.yaml', upstream],
  { cwd: root, stdio: 'inherit' },
);
process.stdout.write(
  `Prism validating proxy on http://127.0.0.1:${port} -> ${upstream}; violations are logged below.\n`,
);
prism.on('error', (error) => {
  process.stderr.write(`Could not start Prism: ${error.message}\n`);
  process.exit(1);
});
let stopping = false;
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(name, () => {
    stopping = true;
    if (prism.exitCode === null && prism.signalCode === null) prism.kill(name);
  });
}
// Stopped on request (Ctrl+C): a clean exit; Prism ending on its own: its code, 1 if none.
prism.on('exit', (code, signal) => {
  process.exit(stopping && signal !== null ? 0 : (code ?? 1));
});
