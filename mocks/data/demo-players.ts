// The known accounts of development and QA, shared by the in-browser mock and the server's seed
// (the e2e journeys and the README log in with these). Names are the ones the mock's seeded
// faker has always given them.
export const demoPlayers = [
  {
    username: 'demo',
    password: 'demo123',
    name: 'Jamil',
    surname: 'Kreiger',
    balance: 1250.75,
    smsVerified: true,
    phone: '905551112233',
    usercode: '10000001',
  },
  {
    username: 'yeni',
    password: 'yeni123',
    name: 'Brandyn',
    surname: 'Schimmel',
    balance: 0,
    smsVerified: false,
    phone: '905321234567',
    usercode: '10000002',
  },
] as const;
