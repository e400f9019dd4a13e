// The device and browser a session history row shows, read from a User-Agent: the first device
// and the first browser whose pattern matches, 'Unknown' otherwise. The server and the mock
// backend read it alike. Pure: no request, no I/O.
const DEVICES: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad/, 'iPhone (iOS)'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

export const UNKNOWN = 'Unknown';

export function describeAgent(agent: string | null | undefined): {
  device: string;
  browser: string;
} {
  const text = agent ?? '';
  const device = DEVICES.find(([pattern]) => pattern.test(text))?.[1] ?? UNKNOWN;
  for (const [pattern, name] of BROWSERS) {
    const version = pattern.exec(text)?.[1];
    if (version) return { device, browser: `${name} ${version}` };
  }
  return { device, browser: UNKNOWN };
}
