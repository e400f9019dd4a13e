// Rows of the casino migration; filled in as its tables are written.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CasinoTables {}
