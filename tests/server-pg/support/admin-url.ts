// The PostgreSQL server where tests/server-pg/ may create databases; without one these tests
// cannot run, and say how to give them one.
export function pgAdminUrl(): string {
  const adminUrl = process.env.PG_ADMIN_URL;
  if (!adminUrl)
    throw new Error(
      'tests/server-pg/ needs PostgreSQL: set PG_ADMIN_URL to a server where tests may create ' +
        'databases (npm run test:server:pg does), e.g. postgres://casino@127.0.0.1:5433/postgres',
    );
  return adminUrl;
}
